/**
 * Live video for stories, without camera or network: a canvas animation captured as a MediaStream.
 */

export interface FakeStream {
  stream: MediaStream;
  stop: () => void;
}

/** A 640×480 stream of a soft gradient with a label and a moving dot, from a canvas (`captureStream`). */
export function canvasStream(label: string, from = '#f6e6ec', to = '#6d2e46'): FakeStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  let frame = 0;
  let request = 0;
  const draw = () => {
    if (context) {
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = 'rgba(255, 255, 255, 0.85)';
      context.beginPath();
      context.arc(
        320 + Math.cos(frame / 30) * 180,
        240 + Math.sin(frame / 30) * 120,
        28,
        0,
        2 * Math.PI,
      );
      context.fill();
      context.font = '48px Georgia, serif';
      context.textAlign = 'center';
      context.fillText(label, 320, 250);
    }
    frame += 1;
    request = requestAnimationFrame(draw);
  };
  draw();
  const stream = canvas.captureStream(15);
  return {
    stream,
    stop: () => {
      cancelAnimationFrame(request);
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
