import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewCreateSchema, serviceProviderReviewUpdateSchema } from './review-forms.ts';
import { averageToOneDecimal, publicName, starCounts, starShare } from './review-summary.ts';

describe('review summary', () => {
  it('When reviews are counted per star, then the total and the average to one decimal follow', () => {
    expect(
      starCounts([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]),
    ).toEqual({ oneStar: 0, twoStar: 0, threeStar: 0, fourStar: 1, fiveStar: 2, totalReviews: 3, averageReview: 4.7 });
  });

  it('When there are no reviews, then every count and the average are zero', () => {
    expect(starCounts([])).toMatchObject({ totalReviews: 0, averageReview: 0, fiveStar: 0 });
  });

  it('When a rating is outside 1 to 5, then it is not counted', () => {
    expect(starCounts([{ rating: 7, count: 3 }]).totalReviews).toBe(0);
  });

  it('When any counts are summarised, then the average stays within 1 and 5 with one decimal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 5, maxLength: 5 }), (counts) => {
        const s = starCounts(counts.map((count, i) => ({ rating: i + 1, count })));
        if (s.totalReviews === 0) return expect(s.averageReview).toBe(0);
        expect(s.averageReview).toBeGreaterThanOrEqual(1);
        expect(s.averageReview).toBeLessThanOrEqual(5);
        expect(Math.round(s.averageReview * 10)).toBeCloseTo(s.averageReview * 10, 6);
      }),
    );
  });

  it('When shares and names are shown, then they are rounded and shortened', () => {
    expect(averageToOneDecimal(13, 3)).toBe(4.3);
    expect(starShare(1, 3)).toBe(33);
    expect(starShare(0, 0)).toBe(0);
    expect(publicName('Casey', 'customer')).toBe('Casey C.');
  });
});

describe('review forms', () => {
  it('When no star is chosen, then the rating message answers', () => {
    const parsed = reviewCreateSchema.safeParse({ bookingId: 1, comment: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please choose a star rating');
  });

  it('When neither booking id nor reference is given, then the booking message answers', () => {
    const parsed = reviewCreateSchema.safeParse({ rating: 4 });
    expect(parsed.error?.issues[0]?.message).toBe('Please choose a completed booking');
  });

  it('When a reply is blank or a comment too long, then their messages answer', () => {
    expect(serviceProviderReviewUpdateSchema.safeParse({ id: 1, reply: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter a reply',
    );
    expect(
      reviewCreateSchema.safeParse({ bookingId: 1, rating: 5, comment: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe('Maximum length 500 characters.');
  });
});
