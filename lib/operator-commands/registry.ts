// Every operator command, by the action its audit entries name. The dashboard's server actions and the terminal's
// scripts make changes only through these (tests/operator-commands.test.ts holds each to its one transaction).
import type { AuditAction } from '@/lib/operators/audit';
import { setChatbotModeCommand } from './chatbot';
import { createClientCommand, editClientCommand, revokeClientCommand, rotateClientCommand } from './clients';
import type { OperatorCommand } from './command';
import { deleteMediaCommand, deletePostCommand, publishPostCommand, unpublishPostCommand } from './content';
import { eraseInquiryCommand, exportInquiryCommand } from './inquiries';
import { createOperatorCommand, removeOperatorCommand, setupOperatorCommand } from './operators';
import {
  addRedirectCommand,
  disableRedirectCommand,
  editRedirectCommand,
  enableRedirectCommand,
  removeRedirectCommand,
} from './redirects';
import {
  disableSecondFactorCommand,
  enableSecondFactorCommand,
  resetSecondFactorCommand,
  useRecoveryCodeCommand,
} from './second-factor';
import { retryJobCommand, retryNotificationCommand } from './work';

/** Signing in is audited, but changes nothing an operator chose. */
export type CommandAction = Exclude<AuditAction, 'operator.sign-in'>;

export const OPERATOR_COMMANDS: { [A in CommandAction]: OperatorCommand<A> } = {
  'client.create': createClientCommand,
  'client.edit': editClientCommand,
  'client.rotate': rotateClientCommand,
  'client.revoke': revokeClientCommand,
  'redirect.add': addRedirectCommand,
  'redirect.edit': editRedirectCommand,
  'redirect.enable': enableRedirectCommand,
  'redirect.disable': disableRedirectCommand,
  'redirect.remove': removeRedirectCommand,
  'chatbot.mode': setChatbotModeCommand,
  'inquiry.notification.retry': retryNotificationCommand,
  'inquiry.export': exportInquiryCommand,
  'inquiry.erase': eraseInquiryCommand,
  'generation.retry': retryJobCommand,
  'post.publish': publishPostCommand,
  'post.unpublish': unpublishPostCommand,
  'post.delete': deletePostCommand,
  'media.delete': deleteMediaCommand,
  'operator.create': createOperatorCommand,
  'operator.remove': removeOperatorCommand,
  'operator.setup': setupOperatorCommand,
  'operator.second-factor.enable': enableSecondFactorCommand,
  'operator.second-factor.disable': disableSecondFactorCommand,
  'operator.second-factor.reset': resetSecondFactorCommand,
  'operator.recovery-code.use': useRecoveryCodeCommand,
};
