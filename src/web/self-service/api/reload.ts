import type { SelfServiceResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * The server's truth about this browser's flow of `module`: where it stands, if anywhere.
 * Without a module, the flow the browser used last.
 */
export function getReload(module?: FlowModule): Promise<SelfServiceResponse | undefined> {
  return apiGet<SelfServiceResponse>(
    module ? `reload?module=${encodeURIComponent(module)}` : 'reload',
  );
}
