import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { TemplateViewer } from './template-viewer.tsx';

const fetchMock = stubFetchPerTest();

const english = { id: 1, name: 'English', locale: 'en' };

describe('the template viewer', () => {
  it('When a template holds markup, then its display name and sanitized body are shown, without scripts or handlers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        results: [
          {
            uniqueName: 'PrivacyPolicy_Template',
            displayName: 'Privacy Policy',
            content: {
              contentLanguageMappings: [
                {
                  value:
                    '<p>We keep your data safe.</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
                  languages: english,
                },
              ],
              contentSiteLanguageMappings: [],
            },
          },
        ],
      }),
    );
    const { container } = renderWithProviders(
      <TemplateViewer uniqueName="PrivacyPolicy_Template" siteTitle="City Limo" />,
    );
    expect(await screen.findByText('We keep your data safe.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('When the templates cannot be loaded, then an error text is shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { errorId: 'e-9', code: 'INTERNAL', message: 'db down' }));
    renderWithProviders(<TemplateViewer uniqueName="PrivacyPolicy_Template" siteTitle="City Limo" />);
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('ErrorId:e-9 - Something went wrong!! please try later');
  });
});
