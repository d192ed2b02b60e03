import { mapHttpError, networkError } from '../../../lib/api-error.ts';
import { endSessionAfterAuthFailure } from '../../../lib/http.ts';
import { bearerToken } from '../../../lib/session.ts';

/**
 * GET api/invoice/{id}/pdf: the PDF comes as a file, not JSON, so it is fetched here with the
 * same bearer token and failure handling as the HTTP client, then saved through a link.
 */
export const downloadInvoicePdf = async (invoice: { id: number; invoiceNumber: string }) => {
  const token = bearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/invoice/${invoice.id}/pdf`, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403) endSessionAfterAuthFailure();
    throw mapHttpError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
