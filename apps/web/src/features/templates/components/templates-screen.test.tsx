import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { previewHtml } from '../template-preview.ts';
import { TemplatesScreen } from './templates-screen.tsx';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fetchMock = stubFetchPerTest();

const en = { id: 1, name: 'English', locale: 'en' };
const es = { id: 2, name: 'Spanish', locale: 'es' };
const TEMPLATES = [
  {
    id: 3,
    uniqueName: 'PrivacyPolicy_Template',
    displayName: 'Privacy Policy',
    kind: 'page',
    content: {
      contentLanguageMappings: [
        { value: '<h2>Privacy</h2><p>Default English.</p>', languages: en },
        { value: '<h2>Privacidad</h2><p>Texto predeterminado.</p>', languages: es },
      ],
      contentSiteLanguageMappings: [{ value: '<h2>City Limo privacy</h2>', languages: en }],
    },
  },
  {
    id: 40,
    uniqueName: 'ComplaintAnswer_Template',
    displayName: 'Answer to your feedback',
    kind: 'mail',
    content: {
      contentLanguageMappings: [{ value: '<p>Hello {{firstName}}, {{answer}}</p>', languages: en }],
      contentSiteLanguageMappings: [],
    },
  },
  {
    id: 80,
    uniqueName: 'SmsBookingConfirmed_Template',
    displayName: 'Text: booking confirmed (to the traveller)',
    kind: 'sms',
    content: {
      contentLanguageMappings: [{ value: '{{siteTitle}}: ride {{referenceId}} is booked.', languages: en }],
      contentSiteLanguageMappings: [],
    },
  },
];

const serve = (posts: { url: string; body: unknown }[]) =>
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.includes('/api/language/getMasterData')) return Promise.resolve(jsonResponse(200, { results: [en, es] }));
    if (url.includes('/api/template/mappingBySiteId'))
      return Promise.resolve(jsonResponse(200, { results: TEMPLATES, languageIds: [1, 2] }));
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Promise.resolve(jsonResponse(200, { results: [TEMPLATES[0]] }));
    }
    return Promise.resolve(jsonResponse(404, { message: 'no' }));
  });

describe('Manage Templates', () => {
  it('When a page has the site’s own English text, then it says so and offers the default; Spanish shows the default', async () => {
    serve([]);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Your content')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use the default' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    expect(await screen.findByText('Default content')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use the default' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Content: Privacy Policy/ }).textContent).toContain(
        'Texto predeterminado.',
      ),
    );
  }, 20_000);

  it('When the default is confirmed, then the reset is sent for that template and language', async () => {
    const posts: { url: string; body: unknown }[] = [];
    serve(posts);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use the default' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the default' }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/template/reset', body: { templateId: 3, languageId: 1 } }]),
    );
  });

  it('When a mail template is chosen, then its placeholders are listed', async () => {
    serve([]);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Answer to your feedback' }))[0]);
    expect(await screen.findByRole('button', { name: '{{firstName}}' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '{{answer}}' })).toBeTruthy();
  });
});

describe('text message templates (issue 22)', () => {
  const SMS = 'Text: booking confirmed (to the traveller)';
  const openSms = async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: SMS }))[0]);
    return (await screen.findByRole('textbox', {
      name: new RegExp(`^Content: ${escapeRegExp(SMS)}`),
    })) as HTMLTextAreaElement;
  };

  it('When the templates load, then texts are listed under Text messages beside pages and e-mails', async () => {
    serve([]);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    const nav = await screen.findByRole('navigation', { name: 'Template' });
    expect(within(nav).getByText('Text messages')).toBeTruthy();
    const group = within(nav).getByText('Text messages').parentElement as HTMLElement;
    expect(within(group).getByRole('button', { name: SMS })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Privacy Policy' })).toBeNull();
  });

  it('When a text is chosen, then it is plain text with its placeholders and a counter of characters and messages', async () => {
    serve([]);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    const text = await openSms();
    expect(text.tagName).toBe('TEXTAREA');
    expect(text.value).toBe('{{siteTitle}}: ride {{referenceId}} is booked.');
    expect(screen.getByText('46 characters, 1 message')).toBeTruthy();
    const offered = within(screen.getByText('Placeholders').parentElement as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toEqual(
      [
        'siteTitle',
        'firstName',
        'referenceId',
        'pickupDateTime',
        'pickupLocation',
        'chauffeurName',
        'trackLink',
        'reviewLink',
        'providerPhone',
        'flightLabel',
      ].map((p) => `{{${p}}}`),
    );
    // No rich-text toolbar for a text.
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();

    fireEvent.change(text, { target: { value: 'x'.repeat(161) } });
    expect(screen.getByText('161 characters, 2 messages')).toBeTruthy();
  });

  it('When a placeholder is clicked and the text saved, then the plain text with it is sent', async () => {
    const posts: { url: string; body: unknown }[] = [];
    serve(posts);
    renderWithProviders(<TemplatesScreen siteTitle="City Limo" providerName="City Limo Chauffeurs" />);
    const text = await openSms();
    text.setSelectionRange(text.value.length, text.value.length);
    fireEvent.click(screen.getByRole('button', { name: '{{trackLink}}' }));
    expect(text.value).toBe('{{siteTitle}}: ride {{referenceId}} is booked.{{trackLink}}');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/api/template/update',
          body: { templateId: 80, languageId: 1, value: '{{siteTitle}}: ride {{referenceId}} is booked.{{trackLink}}' },
        },
      ]),
    );
  });
});

describe('the template preview', () => {
  it('When a mail is previewed, then placeholders take example values, escaped, and scripts are removed', () => {
    const html = previewHtml(
      '<p onclick="x()">Hi {{firstName}} from {{siteTitle}} {{unknown}}</p><script>bad()</script>',
      {
        siteTitle: 'A&B <Limo>',
        providerName: 'A&B',
      },
    );
    expect(html).toBe('<p>Hi Alex from A&amp;B &lt;Limo&gt; {{unknown}}</p>');
  });
});
