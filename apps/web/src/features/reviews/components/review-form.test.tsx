import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReviewFormFields } from './review-form.tsx';
import { StarDisplay } from './star-display.tsx';

describe('the review form', () => {
  it('When it is sent without stars, then the rating message shows and nothing is sent', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReviewFormFields onSubmit={onSubmit} pending={false} submitLabel="Send review" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please choose a star rating')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('When stars are chosen after the rating message showed, then the message goes at once and the review sends', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReviewFormFields onSubmit={onSubmit} pending={false} submitLabel="Send review" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please choose a star rating')).toBeTruthy();
    // Four stars: the star's label (the radio itself is visually hidden).
    const four = screen.getByRole('radio', { name: '4' });
    fireEvent.click(document.querySelector(`label[for="${four.id}"]`) as HTMLLabelElement);
    expect(screen.queryByText('Please choose a star rating')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: '' });
  });

  it('When the comment is longer than 500 characters, then its message shows', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ReviewFormFields onSubmit={onSubmit} pending={false} submitLabel="Send review" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comment' }), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Maximum length 500 characters.')).toBeTruthy();
    expect(screen.getByText('501/500')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the star display', () => {
  it('When a rating has a fraction, then it reads out to one decimal; an invalid one shows nothing', async () => {
    const { container } = renderWithProviders(
      <>
        <StarDisplay rating={4.3} />
        <StarDisplay rating={-1} />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('[role="img"]').length).toBe(1);
  });
});
