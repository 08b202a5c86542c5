// Editorial catalog of developer intents: which emoji fit a purpose. Localized search terms are not typed
// here; the data build takes them from the CLDR names and keywords of each intent's emoji per language.

export interface IntentDefinition {
  id: string;
  /** Fitting emoji, best first (fully-qualified glyphs). */
  emoji: string[];
  description: string;
  /** English developer vocabulary (commit types, status words) that names this intent in every language. */
  aliases: string[];
}

export const INTENT_CATALOG: IntentDefinition[] = [
  { id: 'success', emoji: ['✅', '✔️', '🟢'], description: 'Something passed or completed', aliases: ['success', 'done', 'passed', 'ok', 'complete'] },
  { id: 'failure', emoji: ['❌', '🔴', '💔'], description: 'Something failed', aliases: ['failure', 'failed', 'error', 'broken'] },
  { id: 'warning', emoji: ['⚠️', '🟡', '🚧'], description: 'Attention needed, not yet broken', aliases: ['warning', 'caution', 'attention'] },
  { id: 'critical', emoji: ['🚨', '🔥', '🆘'], description: 'Incident or urgent alert', aliases: ['critical', 'incident', 'alert', 'urgent', 'outage'] },
  { id: 'info', emoji: ['ℹ️', '💬', '📣'], description: 'Neutral information', aliases: ['info', 'information', 'note', 'notice'] },
  { id: 'deploy', emoji: ['🚀', '🛫', '📦'], description: 'Deploying or shipping', aliases: ['deploy', 'ship', 'launch', 'go live'] },
  { id: 'release', emoji: ['🔖', '🏷️', '🎁'], description: 'Tagging or publishing a release', aliases: ['release', 'version', 'tag', 'publish'] },
  { id: 'bugfix', emoji: ['🐛', '🩹', '🔨'], description: 'Fixing a bug', aliases: ['bugfix', 'fix', 'bug', 'patch'] },
  { id: 'hotfix', emoji: ['🚑', '🩹', '🚒'], description: 'Urgent fix in production', aliases: ['hotfix', 'emergency fix', 'urgent fix'] },
  { id: 'security', emoji: ['🔒', '🛡️', '🔐'], description: 'Security work or vulnerability fix', aliases: ['security', 'vulnerability', 'secure', 'cve'] },
  { id: 'secret', emoji: ['🔑', '🗝️', '🤫'], description: 'Keys, secrets and credentials', aliases: ['secret', 'credentials', 'api key', 'token'] },
  { id: 'auth', emoji: ['🔐', '🪪', '👤'], description: 'Login, identity and permissions', aliases: ['auth', 'login', 'authentication', 'permission'] },
  { id: 'performance', emoji: ['⚡', '🏎️', '📈'], description: 'Making things faster', aliases: ['performance', 'speed', 'fast', 'optimize', 'perf'] },
  { id: 'docs', emoji: ['📝', '📚', '📖'], description: 'Documentation', aliases: ['docs', 'documentation', 'readme', 'write'] },
  { id: 'celebrate', emoji: ['🎉', '🥳', '🎊'], description: 'Celebrating a milestone', aliases: ['celebrate', 'party', 'congrats', 'milestone', 'launch party'] },
  { id: 'thanks', emoji: ['🙏', '💐', '🤝'], description: 'Thanking someone', aliases: ['thanks', 'thank you', 'gratitude', 'appreciate'] },
  { id: 'feature', emoji: ['✨', '🆕', '🌟'], description: 'A new feature', aliases: ['feature', 'feat', 'new', 'introduce'] },
  { id: 'refactor', emoji: ['♻️', '🧹', '🏗️'], description: 'Restructuring code without changing behaviour', aliases: ['refactor', 'cleanup', 'restructure', 'chore'] },
  { id: 'test', emoji: ['🧪', '✅', '🔬'], description: 'Adding or fixing tests', aliases: ['test', 'tests', 'testing', 'spec'] },
  { id: 'ci', emoji: ['👷', '🤖', '🔁'], description: 'Continuous integration and pipelines', aliases: ['ci', 'pipeline', 'build server', 'workflow'] },
  { id: 'build', emoji: ['📦', '🏗️', '🧱'], description: 'Build system and packaging', aliases: ['build', 'package', 'bundle', 'compile'] },
  { id: 'config', emoji: ['🔧', '⚙️', '🎛️'], description: 'Configuration changes', aliases: ['config', 'configuration', 'settings', 'setup'] },
  { id: 'dependency-upgrade', emoji: ['⬆️', '📈', '🆙'], description: 'Upgrading dependencies', aliases: ['upgrade', 'bump', 'update dependencies'] },
  { id: 'dependency-downgrade', emoji: ['⬇️', '📉', '🔻'], description: 'Downgrading dependencies', aliases: ['downgrade', 'pin', 'rollback dependency'] },
  { id: 'remove', emoji: ['🔥', '🗑️', '➖'], description: 'Removing code or files', aliases: ['remove', 'delete', 'prune', 'drop'] },
  { id: 'wip', emoji: ['🚧', '🏗️', '⏳'], description: 'Work in progress', aliases: ['wip', 'work in progress', 'draft', 'in progress'] },
  { id: 'breaking-change', emoji: ['💥', '⚠️', '🧨'], description: 'A breaking change', aliases: ['breaking change', 'breaking', 'major'] },
  { id: 'style', emoji: ['🎨', '💄', '🖌️'], description: 'Formatting, styling and UI polish', aliases: ['style', 'format', 'ui', 'lint', 'design'] },
  { id: 'typo', emoji: ['✏️', '📝', '🔤'], description: 'Fixing typos and wording', aliases: ['typo', 'spelling', 'wording'] },
  { id: 'accessibility', emoji: ['♿', '🦻', '👁️'], description: 'Accessibility improvements', aliases: ['accessibility', 'a11y', 'screen reader'] },
  { id: 'i18n', emoji: ['🌐', '🗺️', '💬'], description: 'Internationalization and translation', aliases: ['i18n', 'l10n', 'translation', 'localization', 'language'] },
  { id: 'database', emoji: ['🗃️', '💾', '🗄️'], description: 'Database and migrations', aliases: ['database', 'db', 'migration', 'schema', 'sql'] },
  { id: 'logging', emoji: ['🔊', '📜', '🪵'], description: 'Logs and log levels', aliases: ['logging', 'logs', 'log'] },
  { id: 'analytics', emoji: ['📈', '📊', '🔎'], description: 'Metrics, analytics and tracking', aliases: ['analytics', 'metrics', 'tracking', 'stats', 'dashboard'] },
  { id: 'mobile', emoji: ['📱', '📲', '🤳'], description: 'Mobile apps and responsive design', aliases: ['mobile', 'app', 'responsive', 'phone'] },
  { id: 'approve', emoji: ['👍', '👌', '🆗'], description: 'Approval or agreement', aliases: ['approve', 'approved', 'lgtm', 'agree', 'yes'] },
  { id: 'reject', emoji: ['👎', '🙅', '⛔'], description: 'Rejection or disagreement', aliases: ['reject', 'rejected', 'no', 'disagree', 'denied'] },
  { id: 'question', emoji: ['❓', '🤔', '🙋'], description: 'A question or something unclear', aliases: ['question', 'ask', 'unclear', 'help'] },
  { id: 'idea', emoji: ['💡', '🧠', '✨'], description: 'An idea or proposal', aliases: ['idea', 'proposal', 'suggestion', 'tip'] },
  { id: 'deadline', emoji: ['⏰', '⌛', '📅'], description: 'Time, deadlines and schedules', aliases: ['deadline', 'due', 'reminder', 'schedule', 'timeout'] },
  { id: 'meeting', emoji: ['📅', '🗓️', '👥'], description: 'Meetings and events', aliases: ['meeting', 'calendar', 'event', 'call'] },
  { id: 'billing', emoji: ['💰', '💳', '🧾'], description: 'Money, payments and invoices', aliases: ['billing', 'payment', 'invoice', 'money', 'price'] },
  { id: 'email', emoji: ['📧', '✉️', '📨'], description: 'Email and messages', aliases: ['email', 'mail', 'message', 'newsletter'] },
  { id: 'search', emoji: ['🔍', '🔎', '🧭'], description: 'Search and discovery', aliases: ['search', 'find', 'lookup', 'seo'] },
  { id: 'love', emoji: ['❤️', '😍', '💖'], description: 'Love and appreciation', aliases: ['love', 'like', 'favorite', 'heart'] },
  { id: 'merge', emoji: ['🔀', '🤝', '🧬'], description: 'Merging branches', aliases: ['merge', 'branch', 'pull request', 'pr'] },
  { id: 'revert', emoji: ['⏪', '↩️', '🔙'], description: 'Reverting or rolling back', aliases: ['revert', 'rollback', 'undo'] },
  { id: 'move', emoji: ['🚚', '📂', '➡️'], description: 'Moving or renaming files', aliases: ['move', 'rename', 'relocate'] },
  { id: 'ai', emoji: ['🤖', '🧠', '✨'], description: 'AI, bots and automation', aliases: ['ai', 'bot', 'automation', 'llm', 'machine learning'] },
  { id: 'cloud', emoji: ['☁️', '🌩️', '🛰️'], description: 'Cloud and infrastructure', aliases: ['cloud', 'infrastructure', 'hosting', 'server'] },
  { id: 'team', emoji: ['👥', '🧑‍🤝‍🧑', '🤝'], description: 'People, teams and collaboration', aliases: ['team', 'collaboration', 'people', 'users'] },
  { id: 'welcome', emoji: ['👋', '🤗', '🙌'], description: 'Greetings and onboarding', aliases: ['welcome', 'hello', 'hi', 'onboarding', 'greeting'] },
  { id: 'sad', emoji: ['😢', '😞', '🥺'], description: 'Sadness or disappointment', aliases: ['sad', 'sorry', 'disappointed', 'unfortunately'] },
  { id: 'fun', emoji: ['😂', '🤣', '😄'], description: 'Humor and laughter', aliases: ['fun', 'funny', 'lol', 'joke', 'laugh'] },
  { id: 'health', emoji: ['🩺', '❤️‍🩹', '💊'], description: 'Health checks and recovery', aliases: ['health', 'healthcheck', 'uptime', 'recovery', 'heal'] },
  { id: 'network', emoji: ['🌐', '📡', '🔌'], description: 'Networking, APIs and connectivity', aliases: ['network', 'api', 'connectivity', 'http', 'endpoint'] },
];
