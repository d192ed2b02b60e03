import { Button, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX, type ReviewForm, reviewFormSchema } from '@ridedesk/domain/reviews/review-forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from '../i18n.ts';

/**
 * Stars and a comment, checked with the same schema as the API (its messages). Used by the
 * traveller reviewing a ride and by the provider rating a traveller.
 */
export const ReviewFormFields = ({
  onSubmit,
  pending,
  submitLabel,
}: {
  onSubmit: (form: { rating: number; comment: string }) => void;
  pending: boolean;
  submitLabel: string;
}) => {
  const { t } = useTranslation(REVIEWS_NS);
  const [form, setForm] = useState<ReviewForm>({ rating: 0, comment: '' });
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const ratingLabel = useId();
  const ratingError = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'rating' | 'comment';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const comment = form.comment ?? '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper
          label={t('rating')}
          description={t('ratingHint')}
          withAsterisk
          id={ratingLabel}
          error={errors.rating}
          errorProps={{ id: ratingError }}
        >
          <Rating
            mt={6}
            size="xl"
            value={Number(form.rating) || 0}
            onChange={(rating) => {
              setForm((f) => ({ ...f, rating }));
              // Choosing stars answers the stars' message: it goes at once, not at the next submit.
              setErrors(({ rating: _answered, ...rest }) => rest);
            }}
            aria-labelledby={`${ratingLabel}-label`}
            aria-describedby={errors.rating ? ratingError : undefined}
            data-testid="rating-input"
          />
        </Input.Wrapper>
        <Textarea
          label={t('comment')}
          placeholder={t('commentPlaceholder')}
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setForm((f) => ({ ...f, comment: value }));
            if (errors.comment && reviewFormSchema.shape.comment.safeParse(value).success)
              setErrors(({ comment: _fixed, ...rest }) => rest);
          }}
          error={errors.comment}
          description={
            <Text span size="xs" c={comment.length > COMMENT_MAX ? 'red' : 'dimmed'}>
              {t('commentCount', { count: comment.length, max: COMMENT_MAX })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
