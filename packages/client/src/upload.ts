import type { ApiClient } from './api-client';
import { unwrap } from './api-client';
import { ApiError, toApiError } from './errors';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1. */
  ratio: number;
}

export interface UploadOptions {
  /** Refuse the file before any call when it is larger than this (the product uses 10 MB for media, 20 MB for invoices). */
  maxBytes?: number;
  bucket?: string;
  visibility?: string;
  expires?: string;
  /** Defaults to the file's own type. */
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** How the bytes are sent; defaults to XMLHttpRequest in browsers (upload progress) and streaming fetch elsewhere. */
  transport?: UploadTransport;
}

export interface UploadResult {
  /** The storage key to send in the call that uses the file (`POST account/member/pictures {key}`...). */
  key: string;
  uuid: string;
  file: Blob;
}

/** The file is larger than the limit; nothing was sent. */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`The file size must not exceed ${maxBytes} bytes.`);
  }
}

export type UploadTransport = (request: {
  url: string;
  headers: Record<string, string>;
  file: Blob;
  onProgress: (loaded: number) => void;
  signal?: AbortSignal;
  fetch: typeof globalThis.fetch;
}) => Promise<void>;

/**
 * The signed-storage flow: ask `POST vapor/signed-storage-url` where to put the file, PUT the bytes
 * there with the returned headers, and resolve with the key.
 */
export async function uploadFile(
  api: ApiClient,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadResult> {
  if (options.maxBytes !== undefined && file.size > options.maxBytes) {
    throw new FileTooLargeError(file.size, options.maxBytes);
  }
  const contentType = options.contentType ?? (file.type || 'application/octet-stream');
  const signed = await unwrap(
    api.POST('/vapor/signed-storage-url', {
      body: {
        content_type: contentType,
        ...(options.bucket === undefined ? {} : { bucket: options.bucket }),
        ...(options.visibility === undefined ? {} : { visibility: options.visibility }),
        ...(options.expires === undefined ? {} : { expires: options.expires }),
      },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );

  const total = file.size;
  const report = (loaded: number): void => {
    options.onProgress?.({ loaded, total, ratio: total === 0 ? 1 : Math.min(1, loaded / total) });
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(signed.headers)) {
    // The browser sets Host itself and refuses to let scripts set it.
    if (name.toLowerCase() !== 'host' && typeof value === 'string') headers[name] = value;
  }
  headers['Content-Type'] ??= contentType;

  const transport = options.transport ?? defaultTransport();
  try {
    await transport({
      url: signed.url,
      headers,
      file,
      onProgress: report,
      ...(options.signal ? { signal: options.signal } : {}),
      fetch: api.fetch,
    });
  } catch (reason) {
    throw toApiError(reason);
  }
  report(total);
  return { key: signed.key, uuid: signed.uuid, file };
}

function defaultTransport(): UploadTransport {
  return typeof XMLHttpRequest === 'undefined' ? fetchStreamTransport : xhrTransport;
}

/** Browsers: only XMLHttpRequest reports upload progress over HTTP/1.1. */
export const xhrTransport: UploadTransport = ({ url, headers, file, onProgress, signal }) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress(event.loaded);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, parseJson(xhr.responseText)));
    };
    xhr.onerror = () => {
      reject(new ApiError(0, undefined));
    };
    xhr.onabort = () => {
      reject(new ApiError(0, undefined, { cause: signal?.reason }));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(file);
  });

/** Node and workers: a streamed body whose chunks are counted as the network takes them. */
export const fetchStreamTransport: UploadTransport = async ({
  url,
  headers,
  file,
  onProgress,
  signal,
  fetch,
}) => {
  const reader = file.stream().getReader();
  let loaded = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      loaded += value.byteLength;
      onProgress(loaded);
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const response = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, 'Content-Length': String(file.size) },
    // The URL's signature is the authorisation; the user's cookies stay home.
    credentials: 'omit',
    body,
    // Required by fetch for a streamed request body.
    duplex: 'half',
    ...(signal ? { signal } : {}),
  } as RequestInit);
  if (!response.ok) throw new ApiError(response.status, parseJson(await response.text()));
};

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
