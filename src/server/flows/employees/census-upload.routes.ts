// 'Upload a census file' (docs/product/census.md#upload-a-census-file) under /employers/api:
// `POST employees/upload/check` and `POST employees/upload/apply`, each with the file as
// multipart/form-data (one part, `file`). Only these take multipart; the file is cut at
// src/domain/employees/census-upload.ts's limit and refused with a sentence, never read whole.

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { censusUploadAnswerSchema, maxCensusFileBytes } from '#domain/employees/census-upload';
import { sendError } from '#server/plugins/errors';
import { loginCallRefusals, responsesOf, sendOutcome } from '#server/plugins/outcome-answers';
import { asEmployer } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import type { AddEmployeeDeps } from './add-employee.service.ts';
import { type CensusUpload, uploadCensus } from './census-upload.service.ts';

const api = '/employers/api/employees/upload';

/** The file part of the upload, its bytes up to the limit; null without one. */
async function censusFileOf(request: FastifyRequest): Promise<CensusUpload> {
  const part = await request.file();
  if (!part) return null;
  const bytes = await part.toBuffer();
  return { bytes, cut: part.file.truncated };
}

export const censusUploadRoutes: FastifyPluginAsyncZod<AddEmployeeDeps> = async (app, deps) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxCensusFileBytes, files: 1, fields: 0, headerPairs: 20 },
  });

  for (const step of ['check', 'apply'] as const) {
    app.post(
      `${api}/${step}`,
      {
        schema: {
          response: responsesOf(censusUploadAnswerSchema, [...loginCallRefusals, 404, 415]),
        },
        config: { access: { login: 'employer' }, answers: answers.employerOwn },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          return sendError(
            reply,
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the file as multipart/form-data.',
          );
        }
        let upload: CensusUpload;
        try {
          upload = await censusFileOf(request);
        } catch {
          return sendError(
            reply,
            400,
            'BAD_REQUEST',
            'The upload is not valid multipart/form-data.',
          );
        }
        return sendOutcome(
          reply,
          await asEmployer(request, (caller) =>
            uploadCensus(deps, caller, upload, { apply: step === 'apply' }, request.language),
          ),
        );
      },
    );
  }
};
