import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { vasDocumentPath } from '../legacy.ts';

/** Spec 2.6 and 7: where the VAS menu card & cost simulator is (users with the VAS menu permission). */
export const getVasDocumentEndpoint = defineEndpoint({
  id: 'getVasDocument',
  method: 'GET',
  path: vasDocumentPath,
  access: 'portal',
  tag: 'documents',
  summary: 'Absolute address of the VAS menu card & cost simulator (a JSON string)',
  response: z.string().url(),
  errorDescription: 'Error getting the url to download the VAS Menu card & cost simulator',
});
