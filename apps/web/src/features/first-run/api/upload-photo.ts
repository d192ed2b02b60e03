import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';

export type UploadedPhoto = { fileName: string; url: string; message: string };

/** POST api/fleet/uploadimage (multipart, one file): a vehicle's own photo, instead of the catalogue picture. */
export const uploadPhoto = async (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return firstResult(await http.post<Results<UploadedPhoto>>('/api/fleet/uploadimage', form));
};

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
