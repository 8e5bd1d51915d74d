export type LocalS3 = {
  settings: {
    bucket: string;
    endpoint: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  env: Record<string, string>;
  objectNames(): string[];
  stop(): Promise<void>;
};
export declare function startLocalS3(options?: { bucket?: string }): Promise<LocalS3>;
