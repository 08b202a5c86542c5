// A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, for the S3 driver's tests and the media benches.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** A client of the server, for looking into the bucket. */
  s3: S3Client;
  /** The settings that point the app's S3 driver at the bucket. */
  env: Record<string, string>;
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    s3,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async keys() {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      s3.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
