import { describe, expect, it } from 'vitest';
import { bookingEventAudience, bookingEventOfStatus, bookingEventText } from './booking-events.ts';
import { notificationCreateSchema, parseRoleName } from './notification-form.ts';

describe('notification form', () => {
  it('When no role is chosen, then the roles message answers', () => {
    const parsed = notificationCreateSchema.safeParse({
      roleNames: [],
      contents: [{ languageId: 1, title: 'a', message: 'b' }],
    });
    expect(parsed.error?.issues[0]?.message).toBe('Please choose at least one role');
  });

  it('When a title or message is blank, then their messages answer', () => {
    const parsed = notificationCreateSchema.safeParse({
      roleNames: ['SPAdmin'],
      contents: [{ languageId: 1, title: ' ', message: '' }],
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Please enter the title', 'Please enter the message']);
  });

  it('When the platform administrator is named as a role, then it is refused', () => {
    expect(
      notificationCreateSchema.safeParse({
        roleNames: ['SuperAdmin'],
        contents: [{ languageId: 1, title: 'a', message: 'b' }],
      }).success,
    ).toBe(false);
  });

  it('When a role is spelled in another case, then it is read', () => {
    expect(parseRoleName('spadmin')).toBe('SPAdmin');
    expect(parseRoleName('nobody')).toBeNull();
  });
});

describe('booking events', () => {
  it('When a status is a posted event, then it is named; other statuses are not posted', () => {
    expect(bookingEventOfStatus('completed')).toBe('completed');
    expect(bookingEventOfStatus('en route')).toBeNull();
    expect(bookingEventOfStatus('created')).toBeNull();
  });

  it('When a booking is made or cancelled, then staff hear of it; the traveller hears of every event', () => {
    expect(bookingEventAudience('created')).toEqual({ staff: true, traveller: true });
    expect(bookingEventAudience('assigned')).toEqual({ staff: false, traveller: true });
  });

  it('When the text is asked in Spanish or another language, then Spanish or English answers', () => {
    expect(bookingEventText('completed', 'traveller', 'es', 'RD1').title).toBe('Reserva RD1 completada');
    expect(bookingEventText('created', 'staff', 'fr', 'RD1').title).toBe('New booking RD1');
  });
});
