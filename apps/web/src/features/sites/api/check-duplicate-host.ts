import { http, type Results } from '../../../lib/http.ts';

/** api/site/checkDuplicateHostName: whether another site already uses the host. */
export const checkDuplicateHost = async (hostName: string, siteId?: number) => {
  const answer = await http.get<Results<{ isDuplicate: boolean }>>('/api/site/checkDuplicateHostName', {
    query: { hostName, siteId },
  });
  return answer.results[0]?.isDuplicate === true;
};
