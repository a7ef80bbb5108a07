export { initMonitoring, getMonitoring, logger, monitoredFetch, recordMetric } from './monitoring.ts';
export type { Monitoring, MonitoringOptions } from './monitoring.ts';
export { createLogger, type LogDetails, type LoggerSink } from './logger.ts';
export { createMonitoredFetch } from './supabase-fetch.ts';
export { createSessionId } from './session-id.ts';
export { readPageTimings } from './page-timings.ts';
export type { Transport } from './sender.ts';
export { LOG_LEVELS, METRIC_NAMES } from './types.ts';
export type { LogEntry, LogLevel, LogContext, LoggedError, Logger, Metric, MetricTags } from './types.ts';
