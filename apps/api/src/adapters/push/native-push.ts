/**
 * Native push: the tokens the iOS and Android wrappers register (`POST /account/push-notification-tokens`).
 * A production adapter (FCM, APNs, or a provider that fronts both) fills this interface; the embedded
 * default only records what it would send (and prints it in development), so nothing is ever reported
 * delivered and the e-mail fallback still reaches the member.
 */
import type { PushOutcome, PushPayload } from './payload';

export interface NativePushAdapter {
  send(token: string, payload: PushPayload): Promise<PushOutcome>;
}

export interface RecordedNativePush {
  token: string;
  payload: PushPayload;
}

export function createRecordingNativePush(
  options: { print: boolean } = { print: false },
): NativePushAdapter & { sent: RecordedNativePush[] } {
  const sent: RecordedNativePush[] = [];
  return {
    sent,
    send(token, payload) {
      sent.push({ token, payload });
      if (options.print)
        console.log(`\n🔔 Native push (not sent) to ${token.slice(0, 12)}…: ${payload.title}\n`);
      return Promise.resolve('recorded');
    },
  };
}
