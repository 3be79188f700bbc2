import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { canvasStream } from './fixtures';
import { VideoCallView, type VideoCallViewProps } from './video-call-view.tsx';

function viewOf(canvasElement: HTMLElement): HTMLElement {
  const view = canvasElement.querySelector<HTMLElement>('[data-slot="video-call-view"]');
  if (!view) throw new Error('no view');
  return view;
}

function videoNamed(canvasElement: HTMLElement, name: string): HTMLVideoElement {
  const video = canvasElement.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`);
  if (!video) throw new Error(`no video named ${name}`);
  return video;
}

/** The app's side: canvas streams for both sides, and the toggles kept in state. */
function Call(args: VideoCallViewProps) {
  // Created once; stopped when the story unmounts.
  const [streams] = useState(() => ({
    remote: canvasStream('Camille', '#fcf0d9', '#b8324f'),
    local: canvasStream('Vous', '#e2eef7', '#1e5a85'),
  }));
  const [microphoneOn, setMicrophoneOn] = useState(args.microphoneOn);
  const [cameraOn, setCameraOn] = useState(args.cameraOn);
  useEffect(
    () => () => {
      streams.remote.stop();
      streams.local.stop();
    },
    [streams],
  );
  return (
    <VideoCallView
      {...args}
      remoteStream={streams.remote.stream}
      localStream={streams.local.stream}
      microphoneOn={microphoneOn}
      cameraOn={cameraOn}
      onMicrophoneChange={(on) => {
        setMicrophoneOn(on);
        args.onMicrophoneChange(on);
      }}
      onCameraChange={(on) => {
        setCameraOn(on);
        args.onCameraChange(on);
      }}
    />
  );
}

const meta = {
  title: 'Messaging/VideoCallView',
  component: VideoCallView,
  args: {
    remoteName: 'Camille',
    remoteAvatarSrc: pictures.camille,
    status: 'connected',
    microphoneOn: true,
    cameraOn: true,
    remoteCameraOn: true,
    onMicrophoneChange: fn(),
    onCameraChange: fn(),
    onHangUp: fn(),
  },
  parameters: {
    layout: 'padded',
    // The remote and local videos are live canvas streams that never hold still: no screenshot
    // baseline; the play functions assert the call's controls and states instead.
    visual: { disable: true },
  },
  render: (args) => (
    <div className="mx-auto flex h-[34rem] w-[48rem] max-w-full">
      <Call {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoCallView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In call: the remote video, my muted and labelled preview, and microphone, camera and hang-up buttons,
 * reachable in that order.
 */
export const Connected: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvas.getByRole('region', { name: 'Appel vidéo avec Camille' });
    await expect(view).toHaveAttribute('data-status', 'connected');
    await expect(view).toHaveAttribute('data-remote', 'video');
    const remote = videoNamed(canvasElement, 'Vidéo de Camille');
    const local = videoNamed(canvasElement, 'Votre vidéo');
    await waitFor(() => expect(remote.srcObject).toBeInstanceOf(MediaStream));
    await expect(local.srcObject).toBeInstanceOf(MediaStream);
    await expect(local.muted).toBe(true);
    await expect(remote.muted).toBe(false);
    await expect(remote).toBeVisible();
    await expect(local).toBeVisible();
    const controls = canvas.getByRole('group', { name: 'Commandes de l’appel' });
    const buttons = within(controls).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Couper le micro',
      'Désactiver la caméra',
      'Raccrocher',
    ]);
    await expect(buttons[2]).toHaveAttribute('data-variant', 'danger');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await expect(getComputedStyle(buttons[0] as HTMLElement).outlineStyle).toBe('solid');
  },
};

/** The microphone toggles off and on; the peer is told by the app. */
export const MicrophoneToggle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Couper le micro' }));
    await expect(args.onMicrophoneChange).toHaveBeenLastCalledWith(false);
    const unmute = canvas.getByRole('button', { name: 'Activer le micro' });
    await expect(unmute).toHaveAttribute('data-state', 'off');
    await expect(viewOf(canvasElement)).toHaveAttribute('data-microphone', 'off');
    await userEvent.click(unmute);
    await expect(args.onMicrophoneChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Couper le micro' })).toHaveAttribute(
      'data-state',
      'on',
    );
  },
};

/** The camera toggles off: my preview is replaced by a notice, and back on. */
export const CameraToggle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Désactiver la caméra' }));
    await expect(args.onCameraChange).toHaveBeenLastCalledWith(false);
    await expect(videoNamed(canvasElement, 'Votre vidéo')).not.toBeVisible();
    await expect(canvas.getByText('Votre caméra est désactivée')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activer la caméra' }));
    await expect(args.onCameraChange).toHaveBeenLastCalledWith(true);
    await expect(videoNamed(canvasElement, 'Votre vidéo')).toBeVisible();
  },
};

/** Started with `no_video=1`: the camera is off from the start. */
export const StartedWithoutVideo: Story = {
  args: { cameraOn: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(viewOf(canvasElement)).toHaveAttribute('data-camera', 'off');
    await expect(canvas.getByText('Votre caméra est désactivée')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activer la caméra' })).toHaveAttribute(
      'data-state',
      'off',
    );
  },
};

/** Until the peers connect: 'connecting', announced; the remote video waits. */
export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvas, canvasElement }) => {
    await expect(viewOf(canvasElement)).toHaveAttribute('data-remote', 'connecting');
    await expect(canvas.getByRole('status')).toHaveTextContent('Connexion avec Camille en cours…');
    await expect(videoNamed(canvasElement, 'Vidéo de Camille')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Raccrocher' })).toBeEnabled();
  },
};

/** The remote turned their camera off: their avatar and a notice instead of the video. */
export const RemoteCameraOff: Story = {
  args: { remoteCameraOn: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(viewOf(canvasElement)).toHaveAttribute('data-remote', 'camera-off');
    await expect(canvas.getByText('Camille a désactivé sa caméra')).toBeVisible();
    await expect(videoNamed(canvasElement, 'Vidéo de Camille')).not.toBeVisible();
  },
};

/** The remote muted their microphone (whispered): a notice on their tile, the video stays. */
export const RemoteMicrophoneOff: Story = {
  args: { remoteMicrophoneOn: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(viewOf(canvasElement)).toHaveAttribute('data-remote-microphone', 'off');
    await expect(canvas.getByText('Camille a coupé son micro')).toBeVisible();
    await expect(videoNamed(canvasElement, 'Vidéo de Camille')).toBeVisible();
  },
};

/** Hang up ends the call (the app stops the media and goes back to the conversation). */
export const HangUp: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raccrocher' }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { remoteCameraOn: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Video call with Camille' })).toBeVisible();
    await expect(canvas.getByText('Camille turned their camera off')).toBeVisible();
    await expect(videoNamed(canvasElement, 'Your video')).toBeVisible();
    const controls = canvas.getByRole('group', { name: 'Call controls' });
    await expect(
      within(controls)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Mute microphone', 'Turn camera off', 'Hang up']);
  },
};

/** A long French first name on a phone-sized screen. */
export const LongFrenchOnPhone: Story = {
  args: { remoteName: 'Marie-Christine-Éléonore', status: 'connecting' },
  render: (args) => (
    <div className="mx-auto flex h-[36rem] w-80">
      <Call {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Connexion avec Marie-Christine-Éléonore en cours…',
    );
    const view = viewOf(canvasElement);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};
