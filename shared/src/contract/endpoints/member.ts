import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { PATHS } from '../http';
import { MEMBER_PATHS, MEMBER_TEST_PATHS } from '../member';
import { MemberInfoSchema } from '../schemas/auth';
import { AnnouncementListSchema, AnnouncementQuerySchema } from '../schemas/content';
import { IdParamsSchema } from '../schemas/member';
import {
  ClubLevelSchema,
  HelpEntrySchema,
  HelpQuerySchema,
  MessageCountsSchema,
  MessageDetailSchema,
  MessageListQuerySchema,
  MessageListValueSchema,
  NoticeListSchema,
  NoticeQuerySchema,
  NoticeReadValueSchema,
  PromotionSwitchSchema,
  ReferralValueSchema,
  ServiceInfoSchema,
  TestHelpBodySchema,
  TestMemberBodySchema,
  TestMessageBodySchema,
  TestMobileTemplateBodySchema,
  TestPromotionsBodySchema,
} from '../schemas/member';
import { StartupValueSchema } from '../schemas/system';

/** The member centre: inbox, notices, help, customer service, the club and referrals. */
export const MEMBER_CENTRE_ENDPOINTS = {
  announcements: endpoint({
    method: 'GET',
    path: PATHS.announcements,
    access: 'public',
    query: AnnouncementQuerySchema,
    response: AnnouncementListSchema,
  }),
  unreadCount: endpoint({ method: 'GET', path: PATHS.unreadCount, access: 'member', response: Type.Number() }),
  messages: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.messages,
    access: 'member',
    query: MessageListQuerySchema,
    response: MessageListValueSchema,
  }),
  readAllMessages: endpoint({
    method: 'PUT',
    path: MEMBER_PATHS.messagesReadAll,
    access: 'member',
    response: MessageCountsSchema,
  }),
  message: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.message(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: MessageDetailSchema,
  }),
  readMessage: endpoint({
    method: 'PUT',
    path: MEMBER_PATHS.messageRead(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: MessageCountsSchema,
  }),
  deleteMessage: endpoint({
    method: 'DELETE',
    path: MEMBER_PATHS.message(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: MessageCountsSchema,
  }),
  notices: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.notices,
    access: 'public',
    query: NoticeQuerySchema,
    response: NoticeListSchema,
  }),
  readNotice: endpoint({
    method: 'PUT',
    path: MEMBER_PATHS.noticeRead(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: NoticeReadValueSchema,
  }),
  help: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.help,
    access: 'public',
    query: HelpQuerySchema,
    response: Type.Array(HelpEntrySchema),
  }),
  serviceInfo: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.serviceInfo,
    access: 'public',
    response: ServiceInfoSchema,
  }),
  promotions: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.promotions,
    access: 'public',
    response: Type.Array(PromotionSwitchSchema),
  }),
  club: endpoint({
    method: 'GET',
    path: MEMBER_PATHS.club,
    access: 'member',
    response: Type.Union([ClubLevelSchema, Type.Null()]),
  }),
  referral: endpoint({ method: 'GET', path: MEMBER_PATHS.referral, access: 'member', response: ReferralValueSchema }),
};

/** Test mode: arranging the member centre. */
export const MEMBER_CENTRE_TEST_ENDPOINTS = {
  mobileTemplate: endpoint({
    method: 'PUT',
    path: MEMBER_TEST_PATHS.mobileTemplate,
    access: 'test',
    body: TestMobileTemplateBodySchema,
    response: StartupValueSchema,
  }),
  promotions: endpoint({
    method: 'PUT',
    path: MEMBER_TEST_PATHS.promotions,
    access: 'test',
    body: TestPromotionsBodySchema,
    response: Type.Array(PromotionSwitchSchema),
  }),
  member: endpoint({
    method: 'PUT',
    path: MEMBER_TEST_PATHS.member,
    access: 'test',
    body: TestMemberBodySchema,
    response: MemberInfoSchema,
  }),
  message: endpoint({
    method: 'POST',
    path: MEMBER_TEST_PATHS.messages,
    access: 'test',
    body: TestMessageBodySchema,
    response: MessageDetailSchema,
  }),
  help: endpoint({
    method: 'PUT',
    path: MEMBER_TEST_PATHS.help,
    access: 'test',
    body: TestHelpBodySchema,
    response: Type.Object({ count: Type.Number() }),
  }),
};
