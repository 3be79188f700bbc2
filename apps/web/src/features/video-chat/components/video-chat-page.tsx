import { callMessages, VideoCallView } from '@app/ui/video-call-view';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { config } from '../../../config';
import { useQuery } from '../../../lib/data';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { useUser } from '../../../lib/session';
import { useRealtimeModule } from '../../../lib/use-realtime-module';
import { notifyCall, sendAccept, sendCall } from '../api/video-chat';
import { createBrowserPeer } from '../peer';
import { useVideoCall, type CallEnd, type CallRole } from '../use-video-call';

function stop(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * My camera and microphone: undefined while the browser asks, null when none is allowed (the call then
 * only receives). With the camera off at the start, its track is there but disabled, so turning it on
 * needs no new negotiation. Stopped when the page goes.
 */
function useLocalMedia(cameraOn: boolean): MediaStream | null | undefined {
  const [stream, setStream] = useState<MediaStream | null | undefined>(undefined);
  // The camera's first state only matters when asking: later toggles enable or disable the track.
  const cameraOnAtStart = useRef(cameraOn);
  useEffect(() => {
    let gone = false;
    let got: MediaStream | null = null;
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    const ask = async (): Promise<MediaStream | null> => {
      if (!devices) return null;
      try {
        return await devices.getUserMedia({ audio: true, video: true });
      } catch {
        return devices.getUserMedia({ audio: true }).catch(() => null);
      }
    };
    void ask().then((media) => {
      if (gone) {
        stop(media);
        return;
      }
      for (const track of media?.getVideoTracks() ?? []) track.enabled = cameraOnAtStart.current;
      got = media;
      setStream(media);
    });
    return () => {
      gone = true;
      stop(got);
    };
  }, []);
  return stream;
}

export interface VideoChatPageProps {
  conversationId: number;
  role: CallRole;
  /** `no_video=1`: the camera starts off. */
  noVideo: boolean;
}

/**
 * `/member/messages/:conversation/video-chat` (spec 02, Messages and section 4 "Video call"): my media,
 * the presence channel `conversation.{id}.video-chat`, the call's signalling, and the call screen. Any
 * end (hang up, the other hanging up or declining, a failure) stops my media and goes back to the
 * conversation; a decline says '{name} did not answer the call'.
 */
export function VideoChatPage({ conversationId, role, noVideo }: VideoChatPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useUser();
  const conversation = useQuery('/conversations/{id}', {
    params: { path: { id: conversationId } },
  }).data?.data;
  const other = conversation?.users.find((participant) => !participant.is_me);
  const localStream = useLocalMedia(!noVideo);
  const userId = user?.id;
  const realtimeFor = useRealtimeModule();
  const ready = localStream !== undefined;
  // Joined once my media is settled, so that the channel's members arrive after my listeners.
  const channel = useMemo(
    () =>
      userId === undefined || realtimeFor === undefined || !ready
        ? undefined
        : realtimeFor(userId).videoChat(conversationId),
    [userId, realtimeFor, ready, conversationId],
  );
  useEffect(
    () => () => {
      channel?.leave();
    },
    [channel],
  );

  const signalling = useMemo(
    () => ({
      notify: () => notifyCall(conversationId),
      call: (signal: unknown) => sendCall(conversationId, signal),
      accept: (signal: unknown) => sendAccept(conversationId, signal),
    }),
    [conversationId],
  );

  const onEnd = (end: CallEnd) => {
    stop(localStream);
    if (end.reason === 'declined')
      notify({
        type: 'info',
        message: intl.formatMessage(callMessages.didNotAnswer, {
          name: end.name ?? other?.first_name ?? '',
        }),
      });
    void navigate(member.conversation.href(conversationId), { replace: true });
  };

  const call = useVideoCall({
    role,
    userId: userId ?? 0,
    channel,
    localStream,
    initialCamera: !noVideo,
    signalling,
    createPeer: createBrowserPeer,
    iceServers: config.iceServers,
    onEnd,
  });

  return (
    <div
      data-slot="video-chat-page"
      data-role={role}
      className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 pt-6 pb-24 lg:pb-6"
    >
      <VideoCallView
        className="min-h-[70dvh] flex-1"
        remoteName={other?.first_name ?? ''}
        remoteAvatarSrc={other?.member?.avatar_path ?? null}
        remoteStream={call.remoteStream}
        localStream={localStream}
        status={call.status}
        microphoneOn={call.microphoneOn}
        cameraOn={call.cameraOn}
        remoteCameraOn={call.remoteCameraOn}
        remoteMicrophoneOn={call.remoteMicrophoneOn}
        onMicrophoneChange={call.setMicrophone}
        onCameraChange={call.setCamera}
        onHangUp={call.hangUp}
      />
    </div>
  );
}
