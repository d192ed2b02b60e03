import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';

export type UploadedImage = { fileName: string; url: string; message: string };

/** POST api/fleet/uploadimage (multipart, one file): answers the stored name, its address and 'Valid File!!!!'. */
export const uploadFleetImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return firstResult(
    await http.post<Results<UploadedImage>>('/api/fleet/uploadimage', form, { query: { siteId: requestedSiteId() } }),
  );
};

export const useUploadFleetImage = () => useMutation({ mutationFn: uploadFleetImage });
