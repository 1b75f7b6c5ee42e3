import { z } from 'zod';

/** An uploaded file as the API answers it (spec part 1 §3); its bytes come from `/api/file/{id}/download`. */
export const fileRecordSchema = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'FileRecord' });
export type FileRecord = z.infer<typeof fileRecordSchema>;
