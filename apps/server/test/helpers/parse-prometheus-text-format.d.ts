/** The package ships no types. Its answer follows prom2json: a family per metric name, a sample per
 * label set. It folds a histogram's samples into one (its buckets, and `count` and `sum` of the
 * unlabelled series), so a labelled histogram's series are read from the text instead. */
declare module 'parse-prometheus-text-format' {
  export type Sample = {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
