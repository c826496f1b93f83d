import { endpoint } from '../endpoint';
import { IDENTITY_PATHS, IDENTITY_TEST_PATHS } from '../identity';
import { IdentityStatusSchema, IdentitySubmitBodySchema, TestIdentityReviewBodySchema } from '../schemas/identity';

/** Identity verification: the member's status and the submission of their images. */
export const IDENTITY_ENDPOINTS = {
  status: endpoint({ method: 'GET', path: IDENTITY_PATHS.status, access: 'member', response: IdentityStatusSchema }),
  submit: endpoint({
    method: 'POST',
    path: IDENTITY_PATHS.submit,
    access: 'member',
    body: IdentitySubmitBodySchema,
    response: IdentityStatusSchema,
  }),
  testReview: endpoint({
    method: 'PUT',
    path: IDENTITY_TEST_PATHS.review,
    access: 'test',
    body: TestIdentityReviewBodySchema,
    response: IdentityStatusSchema,
  }),
};
