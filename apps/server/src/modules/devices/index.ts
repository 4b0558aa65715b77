// The devices module's face: its routes and jobs, MQTT ingestion (started by
// main.ts when MQTT_URL is set), device keys (the demo seed makes its devices' keys), the
// meters' register readings the ESG module reads, and the reads the assistant calls.
export { listAlerts } from './alert-service';
export { listDevices } from './device-service';
export { registerDeviceJobs } from './jobs';
export { newDeviceKey } from './keys';
export { metersReadSince, meterRegisterReadings } from './meter-readings';
export { startMqttIngestion } from './mqtt';
export { deviceRoutes } from './routes';
