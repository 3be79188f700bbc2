import { Loader2, Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { remoteTileState, type VideoCallStatus } from './video-call-view.ts';

const messages = defineMessages<{
  label: { name: string };
  remoteVideo: { name: string };
  localVideo: NoMessageValues;
  connecting: { name: string };
  remoteCameraOff: { name: string };
  remoteMicrophoneOff: { name: string };
  localCameraOff: NoMessageValues;
  controls: NoMessageValues;
  microphoneOff: NoMessageValues;
  microphoneOn: NoMessageValues;
  cameraOff: NoMessageValues;
  cameraOn: NoMessageValues;
  hangUp: NoMessageValues;
}>({
  label: { id: 'ui.video-call-view.label', defaultMessage: 'Appel vidéo avec {name}' },
  remoteVideo: { id: 'ui.video-call-view.remote_video', defaultMessage: 'Vidéo de {name}' },
  localVideo: { id: 'ui.video-call-view.local_video', defaultMessage: 'Votre vidéo' },
  connecting: {
    id: 'ui.video-call-view.connecting',
    defaultMessage: 'Connexion avec {name} en cours…',
  },
  remoteCameraOff: {
    id: 'ui.video-call-view.remote_camera_off',
    defaultMessage: '{name} a désactivé sa caméra',
  },
  remoteMicrophoneOff: {
    id: 'ui.video-call-view.remote_microphone_off',
    defaultMessage: '{name} a coupé son micro',
  },
  localCameraOff: {
    id: 'ui.video-call-view.local_camera_off',
    defaultMessage: 'Votre caméra est désactivée',
  },
  controls: { id: 'ui.video-call-view.controls', defaultMessage: 'Commandes de l’appel' },
  microphoneOff: { id: 'ui.video-call-view.microphone_off', defaultMessage: 'Couper le micro' },
  microphoneOn: { id: 'ui.video-call-view.microphone_on', defaultMessage: 'Activer le micro' },
  cameraOff: { id: 'ui.video-call-view.camera_off', defaultMessage: 'Désactiver la caméra' },
  cameraOn: { id: 'ui.video-call-view.camera_on', defaultMessage: 'Activer la caméra' },
  hangUp: { id: 'ui.video-call-view.hang_up', defaultMessage: 'Raccrocher' },
});

/** A `<video>` playing a MediaStream (set as `srcObject`). */
function StreamVideo({
  stream,
  ...props
}: Omit<ComponentProps<'video'>, 'src' | 'children'> & { stream: MediaStream | null | undefined }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream ?? null;
  }, [stream]);
  // A live call has no captions to offer.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} autoPlay playsInline {...props} />;
}

export type VideoCallViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The other member's first name. */
  remoteName: string;
  remoteAvatarSrc?: string | null | undefined;
  remoteStream?: MediaStream | null | undefined;
  localStream?: MediaStream | null | undefined;
  /** `connecting` until the peers connect. */
  status: VideoCallStatus;
  microphoneOn: boolean;
  cameraOn: boolean;
  /** The remote's camera (whispered 'toggle-video'): off shows their avatar instead. */
  remoteCameraOn?: boolean | undefined;
  /** The remote's microphone (whispered 'toggle-audio'): off shows a notice on their tile. */
  remoteMicrophoneOn?: boolean | undefined;
  onMicrophoneChange: (on: boolean) => void;
  onCameraChange: (on: boolean) => void;
  /** The app stops local media, ends the call and goes back to the conversation. */
  onHangUp: () => void;
};

const controlButton =
  'size-14 rounded-full shadow-md [&_svg]:size-6 focus-visible:outline-text-inverse';

/** The call screen: the remote video, my muted preview, and the microphone, camera and hang-up buttons. */
export function VideoCallView({
  className,
  remoteName,
  remoteAvatarSrc,
  remoteStream,
  localStream,
  status,
  microphoneOn,
  cameraOn,
  remoteCameraOn = true,
  remoteMicrophoneOn = true,
  onMicrophoneChange,
  onCameraChange,
  onHangUp,
  ...props
}: VideoCallViewProps) {
  const intl = useIntl();
  const remote = remoteTileState({ status, remoteCameraOn });
  return (
    <section
      aria-label={intl.formatMessage(messages.label, { name: remoteName })}
      data-slot="video-call-view"
      data-status={status}
      data-remote={remote}
      data-remote-microphone={remoteMicrophoneOn ? 'on' : 'off'}
      data-microphone={microphoneOn ? 'on' : 'off'}
      data-camera={cameraOn ? 'on' : 'off'}
      className={cn(
        'relative flex min-h-96 w-full flex-col overflow-hidden rounded-xl bg-text text-text-inverse',
        className,
      )}
      {...props}
    >
      <div
        data-slot="video-call-view-remote"
        className="relative flex flex-1 items-center justify-center"
      >
        <StreamVideo
          stream={remoteStream}
          aria-label={intl.formatMessage(messages.remoteVideo, { name: remoteName })}
          hidden={remote !== 'video'}
          className="absolute inset-0 size-full object-cover"
        />
        {remote === 'camera-off' ? (
          <div
            data-slot="video-call-view-remote-camera-off"
            className="flex flex-col items-center gap-3 p-6 text-center"
          >
            <span aria-hidden="true">
              <Avatar size={150} src={remoteAvatarSrc} name={remoteName} alt="" className="w-28" />
            </span>
            <p className="inline-flex items-center gap-2 font-semibold">
              <VideoOff aria-hidden="true" className="size-5" />
              {intl.formatMessage(messages.remoteCameraOff, { name: remoteName })}
            </p>
          </div>
        ) : null}
        {remote !== 'connecting' && !remoteMicrophoneOn ? (
          <p
            data-slot="video-call-view-remote-microphone-off"
            className="absolute top-3 left-3 inline-flex max-w-[calc(100%-10rem)] items-center gap-2 rounded-full bg-text/80 px-3 py-1.5 text-sm font-semibold sm:max-w-[calc(100%-12rem)]"
          >
            <MicOff aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              {intl.formatMessage(messages.remoteMicrophoneOff, { name: remoteName })}
            </span>
          </p>
        ) : null}
        <div role="status" className={cn(remote === 'connecting' ? 'contents' : 'sr-only')}>
          {remote === 'connecting' ? (
            <span
              data-slot="video-call-view-connecting"
              className="flex flex-col items-center gap-3 p-6 text-center font-semibold"
            >
              <Loader2 aria-hidden="true" className="size-8 animate-spin" />
              {intl.formatMessage(messages.connecting, { name: remoteName })}
            </span>
          ) : null}
        </div>
      </div>

      <div
        data-slot="video-call-view-local"
        data-camera={cameraOn ? 'on' : 'off'}
        className="absolute top-3 right-3 flex aspect-[3/4] w-28 items-center justify-center overflow-hidden rounded-lg border-2 border-text-inverse/70 bg-primary shadow-lg sm:w-36"
      >
        <StreamVideo
          stream={localStream}
          muted
          aria-label={intl.formatMessage(messages.localVideo)}
          hidden={!cameraOn}
          className="size-full -scale-x-100 object-cover"
        />
        {cameraOn ? null : (
          <p className="flex flex-col items-center gap-1 p-2 text-center text-xs font-semibold">
            <VideoOff aria-hidden="true" className="size-5" />
            {intl.formatMessage(messages.localCameraOff)}
          </p>
        )}
      </div>

      <div
        role="group"
        aria-label={intl.formatMessage(messages.controls)}
        data-slot="video-call-view-controls"
        className="relative flex items-center justify-center gap-4 bg-linear-to-t from-text/90 to-transparent p-4 pt-10"
      >
        <Button
          data-slot="video-call-view-microphone"
          data-state={microphoneOn ? 'on' : 'off'}
          type="button"
          size="icon"
          variant={microphoneOn ? 'outline' : 'secondary'}
          className={controlButton}
          aria-label={intl.formatMessage(
            microphoneOn ? messages.microphoneOff : messages.microphoneOn,
          )}
          onClick={() => {
            onMicrophoneChange(!microphoneOn);
          }}
        >
          {microphoneOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
        </Button>
        <Button
          data-slot="video-call-view-camera"
          data-state={cameraOn ? 'on' : 'off'}
          type="button"
          size="icon"
          variant={cameraOn ? 'outline' : 'secondary'}
          className={controlButton}
          aria-label={intl.formatMessage(cameraOn ? messages.cameraOff : messages.cameraOn)}
          onClick={() => {
            onCameraChange(!cameraOn);
          }}
        >
          {cameraOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
        </Button>
        <Button
          data-slot="video-call-view-hang-up"
          type="button"
          size="icon"
          variant="danger"
          className={controlButton}
          aria-label={intl.formatMessage(messages.hangUp)}
          onClick={onHangUp}
        >
          <PhoneOff aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
