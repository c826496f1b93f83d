import { Type } from '@sinclair/typebox';
import { BINDING_PATHS, BINDING_TEST_PATHS } from '../binding';
import { endpoint } from '../endpoint';
import {
  BindCodeSentSchema,
  BindEmailBodySchema,
  BindMobileBodySchema,
  EmailCodeBodySchema,
  MailCodeEntrySchema,
  MemberContactsSchema,
  MobileCodeBodySchema,
} from '../schemas/binding';

/** Binding a mobile number or an e-mail address to the member, each with a code sent to it. */
export const BINDING_ENDPOINTS = {
  mobileCode: endpoint({
    method: 'POST',
    path: BINDING_PATHS.mobileCode,
    access: 'member',
    body: MobileCodeBodySchema,
    response: BindCodeSentSchema,
  }),
  mobile: endpoint({
    method: 'PUT',
    path: BINDING_PATHS.mobile,
    access: 'member',
    body: BindMobileBodySchema,
    response: MemberContactsSchema,
  }),
  emailCode: endpoint({
    method: 'POST',
    path: BINDING_PATHS.emailCode,
    access: 'member',
    body: EmailCodeBodySchema,
    response: BindCodeSentSchema,
  }),
  email: endpoint({
    method: 'PUT',
    path: BINDING_PATHS.email,
    access: 'member',
    body: BindEmailBodySchema,
    response: MemberContactsSchema,
  }),
  testMailCodes: endpoint({
    method: 'GET',
    path: BINDING_TEST_PATHS.mailCodes,
    access: 'test',
    response: Type.Array(MailCodeEntrySchema),
  }),
};
