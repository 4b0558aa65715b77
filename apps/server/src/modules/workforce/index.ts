// The workforce module's face.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceRoutes } from './attendance/routes';
import { dailyEmailRoutes } from './daily-email/routes';
import { employeeRoutes } from './employees/routes';

/**
 * Workforce: the vendors' employees, their daily attendance, and the daily attendance e-mail
 * (spec sections 3 and 7: `/employee-metas`, `/vendor/employees`, `/attendance...`,
 * `/attendance-email...`). One domain, three parts, one face.
 */
export const workforceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(employeeRoutes);
  await app.register(attendanceRoutes);
  await app.register(dailyEmailRoutes);
};

export { registerDailyEmailJobs as registerWorkforceJobs } from './daily-email/jobs';
// The reads the assistant calls.
export { attendanceRegister, monthlyReport } from './attendance/service';
export { listEmployees } from './employees/service';
