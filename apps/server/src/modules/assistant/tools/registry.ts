import { assistantToolArgs, assistantTools, can, type AssistantToolName } from '@fm/contracts';
import type { Caller } from '../../../auth/caller';
import type { ToolAnswer, ToolWorld } from './answer';
import { attendanceMonthTool, attendanceOnDayTool, listEmployeesTool } from './workforce-tools';
import { latestReadingsTool, listDevicesTool, openAlertsTool } from './device-tools';
import { listLocationsTool, pendingApprovalsTool } from './location-tools';
import {
  lastPestControlServiceTool,
  pestControlStatusTool,
  upcomingPestControlTool,
} from './pest-control-tools';

type Runner = (world: ToolWorld, args: never) => Promise<ToolAnswer>;

/** The fixed, read-only tools: nothing else ever runs for a question. */
const runners: Record<AssistantToolName, Runner> = {
  list_locations: listLocationsTool,
  pending_approvals: pendingApprovalsTool,
  list_devices: listDevicesTool,
  open_alerts: openAlertsTool,
  latest_readings: latestReadingsTool,
  attendance_on_day: attendanceOnDayTool,
  attendance_month: attendanceMonthTool,
  list_employees: listEmployeesTool,
  pest_control_status: pestControlStatusTool,
  last_pest_control_service: lastPestControlServiceTool,
  upcoming_pest_control: upcomingPestControlTool,
};

/** Whether the caller's role may read what the tool reads (the permission matrix). */
const mayUse = (caller: Caller, tool: AssistantToolName) =>
  assistantTools[tool].permissions.every((permission) => can(caller.role, permission));

export type ToolRun =
  | { kind: 'answer'; answer: ToolAnswer }
  | { kind: 'no-access'; domain: string }
  | { kind: 'invalid'; message: string };

/**
 * Runs one tool for the caller: its arguments checked against the contract's schema, its
 * permissions checked (the service it calls checks them again, and keeps the tenant wall).
 */
export async function runTool(
  world: ToolWorld,
  tool: AssistantToolName,
  raw: unknown,
): Promise<ToolRun> {
  if (!mayUse(world.ctx.caller, tool))
    return { kind: 'no-access', domain: assistantTools[tool].domain };
  const parsed = assistantToolArgs[tool].safeParse(raw);
  if (!parsed.success)
    return {
      kind: 'invalid',
      message: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || tool}: ${issue.message}`)
        .join('; '),
    };
  return { kind: 'answer', answer: await runners[tool](world, parsed.data as never) };
}
