export declare const fakeTranslation: (to: string, text: string) => string;
export type FakeTranslatorStats = {
  requests: number;
  texts: number;
  chars: number;
  byLanguage: Record<string, number>;
  rejected: number;
};
export type FakeTranslator = {
  url: string;
  stats(): FakeTranslatorStats;
  reset(): void;
  fail(status?: number): void;
  close(): Promise<void>;
};
export declare function startFakeTranslator(options?: {
  port?: number;
  key?: string;
  region?: string;
}): Promise<FakeTranslator>;
