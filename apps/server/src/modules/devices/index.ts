// The devices module's face: its routes and jobs, MQTT ingestion (started by
// main.ts when MQTT_URL is set), device keys (the demo seed makes its devices' keys), and the
// meters' register readings the ESG module reads.
export { registerDeviceJobs } from './jobs';
export { newDeviceKey } from './keys';
export { metersReadSince, meterRegisterReadings } from './meter-readings';
export { startMqttIngestion } from './mqtt';
export { deviceRoutes } from './routes';
