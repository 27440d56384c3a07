/**
 * What a CLI page renders: its page model as HTML (@shared/cli-model), which the template
 * receives through page context.
 */
export type {
  CliApiCallView,
  CliCommandLink,
  CliCommandLinkView,
  CliCommandView,
  CliFlagModel as CliFlagView,
} from "@shared/cli-model";
