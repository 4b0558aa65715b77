import { EsgBillUploadData, type EsgBillUploadBody } from '@fm/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/esg/bills/upload-url`: a presigned POST for a bill's document (a step of saving). */
export const requestBillUploadUrl = (body: EsgBillUploadBody) =>
  apiRequest('/esg/bills/upload-url', { method: 'POST', body, schema: EsgBillUploadData });
