/**
 * Video for stories and browser tests, without network: a short WebM recorded from a canvas.
 */

/** Records `ms` milliseconds of an animated canvas and returns it as an object URL. */
export function webmObjectUrl(ms = 600, width = 320, height = 180): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  let frame = 0;
  const draw = () => {
    if (!context) return;
    frame += 1;
    context.fillStyle = frame % 2 ? '#6d2e46' : '#b8324f';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    context.fillRect((frame * 8) % width, height / 2 - 10, 20, 20);
  };
  const timer = window.setInterval(draw, 60);
  draw();
  return new Promise((resolve, reject) => {
    recorder.onstop = () => {
      window.clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      resolve(URL.createObjectURL(new Blob(chunks, { type: 'video/webm' })));
    };
    recorder.onerror = () => {
      window.clearInterval(timer);
      reject(new Error('The canvas could not be recorded'));
    };
    recorder.start();
    window.setTimeout(() => {
      recorder.stop();
    }, ms);
  });
}
