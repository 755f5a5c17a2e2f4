/**
 * Statements more than one page makes: who may sign up, what the platform does
 * not offer, how abuse reports are handled. Like the numbers in ./platform and
 * ./legal, each lives here once, in every locale of the site, and pages render
 * it (`<Statement text={statements.businessesOnly} />`) instead of retyping it;
 * site/test/content-statements.test.ts fails when a page types one.
 *
 * A statement names no number: a value it depends on is a fact the page renders
 * beside it, or, where the sentence cannot be read without it, is formatted into it
 * from ./platform (databasePasswordReset's period). A cross-reference is a link,
 * `[label](/path#anchor)`, which the Statement component renders. Where the platform
 * does not offer something a reader of other hosts' documentation looks for, the
 * statement says so and what to use instead.
 */
import { formatDisjunction, formatDuration } from '../components/facts/format';
import { brand } from './brand';
import { legal, legalStatements } from './legal';
import {
  billing,
  databases,
  defaultCommands,
  deployHook,
  environmentVariables,
  networking,
  postgres,
  pricing,
  redis,
  runtimeImage,
  serviceModes,
  sourceHost,
  support,
} from './platform';
import type { Locale } from './site';

export type Statement = Readonly<Record<Locale, string>>;

const paymentMethodNames: Readonly<Record<(typeof billing.paymentMethods)[number], Statement>> = {
  card: { en: 'credit card', de: 'Kreditkarte', ja: 'クレジットカード', ko: '신용카드' },
  sepaDirectDebit: {
    en: 'SEPA direct debit',
    de: 'SEPA-Lastschrift',
    ja: 'SEPA 口座振替',
    ko: 'SEPA 자동이체',
  },
};

/** The payment methods, joined with the locale's "or". */
const paymentMethods = (locale: Locale) =>
  formatDisjunction(
    billing.paymentMethods.map((method) => paymentMethodNames[method][locale]),
    locale,
  );

/** Joins statements sentence after sentence: Japanese without a space, the others with one. */
const joinStatements = (...parts: readonly Statement[]): Statement => ({
  en: parts.map((part) => part.en).join(' '),
  de: parts.map((part) => part.de).join(' '),
  ja: parts.map((part) => part.ja).join(''),
  ko: parts.map((part) => part.ko).join(' '),
});

/** How long the old password of a database keeps working after a reset, at most. */
const oldPasswordPeriod = (locale: Locale): string =>
  formatDuration(databases.oldPasswordMaxMinutes, 'minute', locale);

const runtimeVersionSettings: Statement = {
  en: 'A build uses the version picked in the service settings.',
  de: 'Ein Build verwendet die Version, die in den Einstellungen des Dienstes gewählt ist.',
  ja: 'ビルドでは、サービスの設定で選んだバージョンが使われます。',
  ko: '빌드는 서비스 설정에서 선택한 버전을 사용합니다.',
};
const nodeVersionPin: Statement = {
  en: "Without one, a Node.js build reads the field `engines.node` of `package.json`: it takes the runtime's default version when the field allows it, otherwise the newest offered version the field allows, and it fails, naming the offered versions in its log, when the field allows none of them.",
  de: 'Ist dort keine gewählt, liest ein Node.js-Build das Feld `engines.node` der `package.json`: Lässt es die Standardversion der Runtime zu, nimmt er sie, sonst die neueste angebotene Version, die es zulässt; lässt es keine der angebotenen Versionen zu, schlägt der Build fehl und nennt sie im Log.',
  ja: '設定で選んでいない場合、Node.js のビルドは `package.json` の `engines.node` フィールドを読み、このフィールドがランタイムのデフォルトバージョンを許していればデフォルトバージョンを、許していなければ、許されている提供中のバージョンのうち最新のものを使います。提供中のどのバージョンも許していない場合、ビルドは失敗し、提供中のバージョンをログに示します。',
  ko: '설정에서 선택하지 않았다면 Node.js 빌드는 `package.json`의 `engines.node` 필드를 읽습니다. 이 필드가 런타임의 기본 버전을 허용하면 기본 버전을, 허용하지 않으면 허용하는 제공 버전 중 가장 최신 버전을 사용하며, 제공 버전을 하나도 허용하지 않으면 빌드가 실패하고 로그에 제공 버전을 표시합니다.',
};
const pythonVersionPin: Statement = {
  en: 'Without one, a Python build reads the file `.python-version` in the root of the source folder, which names one of the offered Python versions; a version that is not offered fails the build.',
  de: 'Ist dort keine gewählt, liest ein Python-Build die Datei `.python-version` im Quellordner, die eine der angebotenen Python-Versionen nennt; eine Version, die nicht angeboten wird, lässt den Build fehlschlagen.',
  ja: '設定で選んでいない場合、Python のビルドは、ソースフォルダーのルートにある `.python-version` ファイルを読みます。このファイルには提供中の Python のバージョンを 1 つ書きます。提供されていないバージョンが書かれている場合、ビルドは失敗します。',
  ko: '설정에서 선택하지 않았다면 Python 빌드는 소스 폴더 루트의 `.python-version` 파일을 읽으며, 이 파일에는 제공되는 Python 버전 중 하나를 적습니다. 제공되지 않는 버전을 적으면 빌드가 실패합니다.',
};

const nodeDefaultBuild: Statement = {
  en: `Without a build command of your own, a Node.js build runs \`${defaultCommands.nodeBuild}\`.`,
  de: `Ohne eigenen Build-Befehl führt ein Node.js-Build \`${defaultCommands.nodeBuild}\` aus.`,
  ja: `独自のビルドコマンドを設定していない場合、Node.js のビルドは \`${defaultCommands.nodeBuild}\` を実行します。`,
  ko: `직접 빌드 명령을 설정하지 않으면 Node.js 빌드는 \`${defaultCommands.nodeBuild}\` 명령을 실행합니다.`,
};
const pythonDefaultBuild: Statement = {
  en: `A Python build without a build command of your own runs \`${defaultCommands.pythonBuildRequirements}\` when the project has a \`requirements.txt\`, otherwise \`${defaultCommands.pythonBuildProject}\`, which builds and installs the project itself as a package, together with the dependencies its \`pyproject.toml\` lists. That works only for a project that can be packaged; for an app that is not a package, commit a \`requirements.txt\` instead. The build reads no uv or Poetry lock file (\`uv.lock\`, \`poetry.lock\`).`,
  de: `Ein Python-Build ohne eigenen Build-Befehl führt \`${defaultCommands.pythonBuildRequirements}\` aus, wenn das Projekt eine \`requirements.txt\` hat, sonst \`${defaultCommands.pythonBuildProject}\`: Das baut und installiert das Projekt selbst als Paket, zusammen mit den Abhängigkeiten aus der \`pyproject.toml\`. Das gelingt nur bei einem Projekt, das sich als Paket bauen lässt; für eine App, die kein Paket ist, committest du stattdessen eine \`requirements.txt\`. Die Lock-Datei von uv oder Poetry (\`uv.lock\`, \`poetry.lock\`) liest der Build nicht.`,
  ja: `Python のビルドは、独自のビルドコマンドがなければ、プロジェクトに \`requirements.txt\` があれば \`${defaultCommands.pythonBuildRequirements}\` を実行し、なければ \`${defaultCommands.pythonBuildProject}\` を実行します。このコマンドは、\`pyproject.toml\` に記載された依存関係とともに、プロジェクト自体をパッケージとしてビルドしてインストールします。そのため、パッケージとしてビルドできるプロジェクトでしか成功しません。パッケージではないアプリでは、代わりに \`requirements.txt\` をコミットしてください。uv や Poetry のロックファイル（\`uv.lock\`、\`poetry.lock\`）は読み込みません。`,
  ko: `Python 빌드는 직접 설정한 빌드 명령이 없으면 프로젝트에 \`requirements.txt\`가 있으면 \`${defaultCommands.pythonBuildRequirements}\` 명령을, 없으면 \`${defaultCommands.pythonBuildProject}\` 명령을 실행합니다. 이 명령은 \`pyproject.toml\`에 적힌 종속성과 함께 프로젝트 자체를 패키지로 빌드해 설치하므로, 패키지로 빌드할 수 있는 프로젝트에서만 성공합니다. 패키지가 아닌 앱에는 대신 \`requirements.txt\`를 커밋하세요. uv나 Poetry의 잠금 파일(\`uv.lock\`, \`poetry.lock\`)은 읽지 않습니다.`,
};
const ownBuildCommandReplaces: Statement = {
  en: 'A build command you set replaces the default instead of running after it, so it has to install the dependencies itself.',
  de: 'Ein Build-Befehl, den du festlegst, ersetzt den Standard, statt nach ihm zu laufen, und muss die Abhängigkeiten deshalb selbst installieren.',
  ja: '設定したビルドコマンドはデフォルトのコマンドの後に実行されるのではなく、デフォルトのコマンドを置き換えます。そのため、依存関係のインストールもそのコマンドで行う必要があります。',
  ko: '설정한 빌드 명령은 기본 명령 뒤에 실행되는 것이 아니라 기본 명령을 대신하므로, 종속성 설치도 그 명령에서 직접 해야 합니다.',
};

const postgresPlanDowngrade: Statement = {
  en: 'A Postgres plan can only be raised, since its storage cannot shrink: to move to a smaller plan, create a database on it, copy the data with `pg_dump` and `pg_restore`, and attach it in place of the old one.',
  de: 'Einen Postgres-Tarif kannst du nur erhöhen, denn sein Speicher kann nicht schrumpfen: Für einen kleineren Tarif legst du eine Datenbank mit diesem Tarif an, kopierst die Daten mit `pg_dump` und `pg_restore` und verknüpfst sie anstelle der alten.',
  ja: 'Postgres のプランは、ストレージを縮小できないため上げることしかできません。小さいプランに移るには、そのプランでデータベースを作成し、`pg_dump` と `pg_restore` でデータをコピーしてから、古いデータベースの代わりにアタッチしてください。',
  ko: 'Postgres 플랜은 스토리지를 줄일 수 없으므로 올리기만 할 수 있습니다. 더 작은 플랜으로 옮기려면 그 플랜으로 데이터베이스를 만들고, `pg_dump`와 `pg_restore`로 데이터를 복사한 뒤 기존 데이터베이스 대신 연결하세요.',
};
const redisPlanDowngrade: Statement = {
  en: "A Redis plan can be lowered as it is raised; if the data set is larger than the smaller plan's memory, the eviction policy decides what happens, as on a full instance.",
  de: 'Einen Redis-Tarif kannst du genauso senken wie erhöhen; ist der Datenbestand größer als der Arbeitsspeicher des kleineren Tarifs, entscheidet die Verdrängungsstrategie, was passiert, wie bei einer vollen Instanz.',
  ja: 'Redis のプランは、上げるときと同じ方法で下げられます。データセットが小さいプランのメモリより大きい場合は、メモリがいっぱいのインスタンスと同じく、エビクションポリシーに従って処理されます。',
  ko: 'Redis 플랜은 올릴 때와 같은 방법으로 내릴 수 있습니다. 데이터 세트가 더 작은 플랜의 메모리보다 크면, 메모리가 가득 찬 인스턴스와 마찬가지로 제거 정책에 따라 처리됩니다.',
};

/**
 * The languages support answers in, named in the locale's language and joined with its "or"
 * (Intl's own, unspaced, since the Japanese names are Japanese words).
 */
const supportLanguages = (locale: Locale) => {
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    support.languages.map((code) => names.of(code) ?? code),
  );
};

/** The closed outbound ports and the open mail submission ports, joined with the locale's "or". */
const blockedPorts = (locale: Locale) =>
  formatDisjunction(networking.blockedOutboundPorts.map(String), locale);
const submissionPorts = (locale: Locale) =>
  formatDisjunction(networking.mailSubmissionPorts.map(String), locale);

/** The fields of a service's scaling settings, as the dashboard labels them. */
const scalingFields = {
  concurrency: {
    en: 'Concurrent requests per instance',
    de: 'Gleichzeitige Anfragen pro Instanz',
    ja: 'インスタンスあたりの同時リクエスト数',
    ko: '인스턴스당 동시 요청 수',
  },
  minimumInstances: {
    en: 'Minimum instances',
    de: 'Mindestzahl an Instanzen',
    ja: '最小インスタンス数',
    ko: '최소 인스턴스 수',
  },
  maximumInstances: {
    en: 'Maximum instances',
    de: 'Höchstzahl an Instanzen',
    ja: '最大インスタンス数',
    ko: '최대 인스턴스 수',
  },
} as const satisfies Record<string, Statement>;

export const statements = {
  ...legalStatements,
  /**
   * Who may sign up, in plain words: the customer confirms business use at sign-up, since
   * whether someone is a consumer follows from the purpose, not from a clause. The terms
   * render it beside the legal rule (contracts with businesses only), the quick start alone.
   */
  businessesOnly: {
    en: `${brand.name} is for business use only: when you sign up, you confirm that you use the account for your trade, business or profession, for example for your company or your freelance work. You cannot sign up for private purposes.`,
    de: `${brand.name} steht nur für berufliche Zwecke zur Verfügung: Bei der Anmeldung bestätigst du, dass du das Konto für dein Unternehmen, dein Gewerbe oder deine selbstständige Arbeit nutzt, etwa für deine Firma oder deine freiberuflichen Aufträge. Für private Zwecke kannst du dich nicht anmelden.`,
    ja: `${brand.name} は事業用途専用です。登録時に、アカウントを会社の業務やフリーランスの仕事など、事業または職業のために利用することを確認していただきます。個人的な目的では登録できません。`,
    ko: `${brand.name}는 업무용으로만 이용할 수 있습니다. 가입할 때 회사 업무나 프리랜서 작업처럼 사업 또는 직업 활동에 계정을 이용한다는 것을 확인합니다. 개인적인 목적으로는 가입할 수 없습니다.`,
  },
  /** The monthly credit is for every account; the overview's pricing and the terms render it, the quick start links there. */
  monthlyCreditForEveryAccount: {
    en: 'Every account gets a free credit each month; it is not carried over to the next month and not paid out.',
    de: 'Jedes Konto erhält jeden Monat ein kostenloses Guthaben; es wird nicht auf den Folgemonat übertragen und nicht ausgezahlt.',
    ja: '無料クレジットは毎月すべてのアカウントに付与されます。翌月への繰り越しや払い戻しはできません。',
    ko: '무료 크레딧은 매달 모든 계정에 제공되며, 다음 달로 이월되거나 현금으로 지급되지 않습니다.',
  },
  /** What happens when the credit is used up; the overview's pricing and the terms render it. */
  usageBeyondCreditCharged: {
    en: `When the monthly credit is used up, services keep running: usage beyond the credit is charged to the payment method of the account, which you add when you sign up (${paymentMethods('en')}).`,
    de: `Ist das monatliche Guthaben aufgebraucht, laufen die Dienste weiter: Die Nutzung darüber hinaus wird über die Zahlungsmethode des Kontos abgerechnet, die du bei der Anmeldung hinterlegst (${paymentMethods('de')}).`,
    ja: `毎月の無料クレジットを使い切っても、サービスは停止しません。クレジットを超えた使用量は、登録時に設定するアカウントの支払い方法（${paymentMethods('ja')}）に請求されます。`,
    ko: `매달 제공되는 무료 크레딧을 다 써도 서비스는 계속 실행됩니다. 크레딧을 넘는 사용량은 가입할 때 등록하는 계정의 결제 수단(${paymentMethods('ko')})으로 청구됩니다.`,
  },
  /**
   * Which payment method works from where, and that there is no other way to pay; the terms'
   * billing section renders it (customers outside the EU look for it there).
   */
  paymentMethodsByCountry: {
    en: `A card can be charged from any country; a SEPA direct debit needs an account at a bank in the SEPA area. There is no payment on invoice by bank transfer, and we invoice in ${pricing.currency} only.`,
    de: `Eine Karte belasten wir aus jedem Land; eine SEPA-Lastschrift braucht ein Konto bei einer Bank im SEPA-Raum. Zahlung auf Rechnung per Überweisung gibt es nicht, und wir rechnen nur in ${pricing.currency} ab.`,
    ja: `カードはどの国からでも利用できます。SEPA 口座振替には、SEPA 圏の銀行の口座が必要です。請求書に基づく銀行振込での支払いには対応しておらず、請求は ${pricing.currency} 建てのみです。`,
    ko: `카드는 어느 국가에서나 결제할 수 있고, SEPA 자동이체에는 SEPA 지역 은행의 계좌가 필요합니다. 청구서에 따른 계좌 이체 결제는 제공하지 않으며, 청구는 ${pricing.currency}로만 합니다.`,
  },
  /**
   * The cost protection beside the instance limit (there is no spending limit that stops
   * services); the overview's pricing, the limits and the observability page render it.
   */
  usageAlert: {
    en: 'A usage alert notifies you when the usage of a project in the current month passes an amount you set; it only warns; it does not stop any service.',
    de: 'Ein Nutzungsalarm benachrichtigt dich, sobald die Nutzung eines Projekts im laufenden Monat einen Betrag überschreitet, den du festlegst; er warnt nur und hält keinen Dienst an.',
    ja: '使用量アラートは、プロジェクトの当月の使用量が設定した金額を超えると通知します。通知するだけで、サービスを停止することはありません。',
    ko: '사용량 알림은 프로젝트의 이번 달 사용량이 설정한 금액을 넘으면 알려 줍니다. 알리기만 할 뿐 서비스를 중지하지는 않습니다.',
  },
  /**
   * Code stays in English in every locale; the quick start and the examples index render it. The
   * English sentence only says what CI runs: why the code is English matters to the translations.
   * The exceptions are named here once; the guides tier (packages/guides-check) is what it describes.
   */
  codeStaysEnglish: {
    en: "CI runs the quick start's Express app and the code of every example guide on every change, with the dependencies it can install, except three things: it only parses the Rust example and checks its `rustfmt` formatting, because it cannot download the crates; it runs the machine-learning examples with a small stand-in model instead of the real one; and it does not run the snippets under **Adding Postgres or Redis**.",
    de: 'Code ist auf diesen Seiten in jeder Sprachfassung englisch, auch seine Kommentare und die Meldungen der APIs: Die Antworten einer API hängen nicht von der Sprache der Seite ab, die du liest, und die CI führt genau diesen Code aus. Die Express-App des Schnellstarts und den Code jeder Beispielanleitung führt sie bei jeder Änderung aus, mit den Abhängigkeiten, die sie installieren kann, bis auf drei Dinge: Beim Rust-Beispiel prüft sie nur, dass sich der Quelltext parsen lässt und mit `rustfmt` formatiert ist, weil sie seine Crates nicht herunterladen kann; die Machine-Learning-Beispiele laufen bei ihr mit einem kleinen Ersatzmodell statt des echten; und die Code-Schnipsel unter **Postgres oder Redis anbinden** führt sie nicht aus.',
    ja: 'このドキュメントのコードは、コメントや API のメッセージも含めて、どの言語版のページでも英語のままです。API の応答は読んでいるページの言語に左右されず、CI もこのコードをそのまま実行するためです。CI は変更のたびに、クイックスタートの Express アプリと各サンプルガイドのコードを、インストールできる依存関係で実行します。例外は 3 つです。Rust のサンプルはクレートをダウンロードできないため、構文解析と `rustfmt` によるフォーマットのチェックだけを行います。機械学習のサンプルは、本物のモデルの代わりに小さな代替モデルで実行します。「**Postgres や Redis を追加する**」のコード例は実行しません。',
    ko: '이 문서의 코드는 주석과 API 메시지를 포함해 어느 언어판 페이지에서나 영어 그대로입니다. API의 응답은 읽고 있는 페이지의 언어에 따라 달라지지 않고, CI도 이 코드를 그대로 실행하기 때문입니다. CI는 변경이 있을 때마다 빠른 시작의 Express 앱과 모든 예제 가이드의 코드를 실행합니다. 종속성은 CI가 설치할 수 있는 것을 실제로 설치해 씁니다. 예외는 세 가지입니다. Rust 예제는 크레이트를 내려받을 수 없으므로 파싱과 `rustfmt` 포맷 검사만 합니다. 머신러닝 예제는 실제 모델 대신 작은 대체 모델로 실행합니다. **Postgres 또는 Redis 추가**의 코드 조각은 실행하지 않습니다.',
  },
  /** Which languages support answers in; the support and contact pages render it. */
  supportLanguages: {
    en: `Write to support in ${supportLanguages('en')}; it answers in the language you wrote in.`,
    de: `Schreib dem Support auf ${supportLanguages('de')}; er antwortet in der Sprache, in der du geschrieben hast.`,
    ja: `サポートへのメッセージは${supportLanguages('ja')}でお送りください。サポートは、お送りいただいた言語で回答します。`,
    ko: `지원팀에는 ${supportLanguages('ko')}로 문의해 주세요. 지원팀은 문의하신 언어로 답변합니다.`,
  },
  /**
   * The same in a short sentence, for a page that sends readers to support without the support
   * page's context (the fair use policy's load tests); the full one stays on the support and
   * contact pages.
   */
  supportAnswersIn: {
    en: `Support answers in ${supportLanguages('en')}.`,
    de: `Der Support antwortet auf ${supportLanguages('de')}.`,
    ja: `サポートは${supportLanguages('ja')}で対応します。`,
    ko: `지원팀은 ${supportLanguages('ko')}로 답변합니다.`,
  },
  /**
   * Which working days support's business hours fall on: German public holidays differ by state,
   * so the holidays are those at the operator's seat (brand.ts).
   */
  supportWorkingDays: {
    en: `Working days are Monday to Friday, except public holidays at our seat in ${brand.imprint.city}, Germany.`,
    de: `Arbeitstage sind Montag bis Freitag, außer an gesetzlichen Feiertagen an unserem Sitz in ${brand.imprint.city}.`,
    ja: `営業日は月曜日から金曜日までで、当社の所在地（ドイツ、${brand.imprint.city}）の祝日を除きます。`,
    ko: `영업일은 월요일부터 금요일까지이며, 당사 소재지(독일 ${brand.imprint.city})의 공휴일은 제외합니다.`,
  },
  /**
   * Reports of abuse, illegal content and security problems are not bound to support's business
   * hours; the contact page and the acceptable use policy render it, the terms link there.
   */
  reportsAroundTheClock: {
    en: 'We handle reports of abuse, of illegal content and of security problems (suspected unauthorised access to an account, vulnerabilities in the platform) around the clock, including weekends and public holidays; the business hours of support do not apply to them.',
    de: 'Meldungen über Missbrauch, rechtswidrige Inhalte und Sicherheitsprobleme (Verdacht auf unbefugten Zugriff auf ein Konto, Sicherheitslücken in der Plattform) bearbeiten wir rund um die Uhr, auch an Wochenenden und Feiertagen; die Geschäftszeiten des Supports gelten dafür nicht.',
    ja: '不正利用、違法なコンテンツ、セキュリティ（アカウントへの不正アクセスの疑いやプラットフォームの脆弱性）に関する報告には、サポートの営業時間にかかわらず、週末や祝日を含めて昼夜を問わず対応します。',
    ko: '악용, 불법 콘텐츠, 보안 문제(계정 무단 액세스 의심, 플랫폼의 보안 취약점)에 관한 신고는 지원팀의 업무 시간과 관계없이 주말과 공휴일을 포함해 언제든 처리합니다.',
  },
  /**
   * The one rule for measures under the fair use policy, on that policy and the acceptable use
   * policy; the notice of the measure itself is restrictionNotice.
   */
  fairUseMeasureNotice: {
    en: 'Before we throttle or pause a service under the fair use policy, we write to you; the one exception is usage that endangers other customers right now: then we throttle or pause the affected service at once.',
    de: 'Bevor wir einen Dienst nach der Richtlinie zur fairen Nutzung drosseln oder pausieren, schreiben wir dir; die einzige Ausnahme ist eine Nutzung, die andere Kundinnen und Kunden akut gefährdet: Dann drosseln oder pausieren wir den betroffenen Dienst sofort.',
    ja: '公正利用の定めに基づいてサービスのスロットリングや一時停止を行う前に、当社はお客様に連絡します。唯一の例外は、使用状況が現にほかのお客様を危険にさらしている場合です。その場合は該当するサービスを直ちにスロットリングまたは一時停止します。',
    ko: '공정 사용 정책에 따라 서비스의 처리량을 제한하거나 서비스를 일시 중지하기 전에 당사는 귀하에게 먼저 연락합니다. 유일한 예외는 사용량이 지금 당장 다른 고객을 위태롭게 하는 경우이며, 이때는 영향을 받는 서비스의 처리량을 즉시 제한하거나 서비스를 일시 중지합니다.',
  },
  /** Where a region's data are kept: the privacy policy renders it beside the sub-processors. */
  regionDataStaysInRegion: {
    en: "The data of a service or database stay in the region it runs in: requests to a service are decrypted only there, by the edge of that region; a service's builds run on build machines in that region; and its storage, backups, logs, metrics, traces and build cache are kept there, by the sub-processor that runs the region.",
    de: 'Die Daten eines Dienstes oder einer Datenbank bleiben in der Region, in der er oder sie läuft: Anfragen an einen Dienst entschlüsselt nur das Edge-Netzwerk dieser Region, die Builds eines Dienstes laufen auf Build-Maschinen dieser Region, und Speicher, Backups, Logs, Metriken, Traces und Build-Cache liegen dort, beim Unterauftragsverarbeiter, der die Region betreibt.',
    ja: 'サービスやデータベースのデータは、それが稼働するリージョンにとどまります。サービスへのリクエストを復号するのは、そのリージョンのエッジだけです。サービスのビルドも、そのリージョンのビルドマシンで実行されます。ストレージ、バックアップ、ログ、メトリクス、トレース、ビルドキャッシュは、そのリージョンを運営する副処理者のもとで保管されます。',
    ko: '서비스나 데이터베이스의 데이터는 그것이 실행되는 리전에 머무릅니다. 서비스로 가는 요청은 그 리전의 엣지만 복호화합니다. 서비스의 빌드도 그 리전의 빌드 머신에서 실행됩니다. 스토리지, 백업, 로그, 메트릭, 트레이스, 빌드 캐시는 해당 리전을 운영하는 재수탁자가 그 리전에 보관합니다.',
  },
  noObjectStorage: {
    en: `${brand.name} has no object storage of its own: keep files in the S3-compatible object storage of another provider and give your service its credentials as environment variables.`,
    de: `${brand.name} bietet keinen eigenen Objektspeicher an: Lege Dateien im S3-kompatiblen Objektspeicher eines anderen Anbieters ab und gib deinem Dienst dessen Zugangsdaten als Umgebungsvariablen.`,
    ja: `${brand.name} は独自のオブジェクトストレージを提供していません。ファイルは外部の S3 互換オブジェクトストレージに保存し、その認証情報を環境変数としてサービスに渡してください。`,
    ko: `${brand.name}는 자체 객체 스토리지를 제공하지 않습니다. 파일은 다른 제공업체의 S3 호환 객체 스토리지에 저장하고, 그 자격 증명을 환경 변수로 서비스에 전달하세요.`,
  },
  noStaticOutboundAddresses: {
    en: `Outbound connections do not come from fixed IP addresses, and ${brand.name} offers none: a system that only admits allowlisted addresses has to authenticate your service another way, for example with a token or mutual TLS.`,
    de: `Ausgehende Verbindungen kommen nicht von festen IP-Adressen, und ${brand.name} bietet auch keine an: Lässt ein System nur freigegebene Adressen zu, muss es deinen Dienst auf andere Weise erkennen, etwa an einem Token oder über gegenseitiges TLS.`,
    ja: `送信接続は固定 IP アドレスから行われず、${brand.name} は固定アドレスを提供していません。許可リストのアドレスしか受け付けないシステムでは、トークンや相互 TLS など別の方法でサービスを認証してください。`,
    ko: `아웃바운드 연결은 고정 IP 주소에서 나가지 않으며, ${brand.name}는 고정 주소를 제공하지 않습니다. 허용 목록의 주소만 받는 시스템이라면 토큰이나 상호 TLS 같은 다른 방법으로 서비스를 인증해야 합니다.`,
  },
  noRegistryImages: {
    en: `${brand.name} builds every service from its repository and does not deploy prebuilt images from a container registry; to use your own image, put a Dockerfile in the repository.`,
    de: `${brand.name} baut jeden Dienst aus seinem Repository und deployt keine fertigen Images aus einer Container-Registry; willst du ein eigenes Image verwenden, lege ein Dockerfile ins Repository.`,
    ja: `${brand.name} はすべてのサービスをリポジトリからビルドし、コンテナーレジストリのビルド済みイメージはデプロイしません。独自のイメージを使うには、リポジトリに Dockerfile を置いてください。`,
    ko: `${brand.name}는 모든 서비스를 리포지토리에서 빌드하며, 컨테이너 레지스트리의 미리 빌드된 이미지는 배포하지 않습니다. 직접 만든 이미지를 쓰려면 리포지토리에 Dockerfile을 두세요.`,
  },
  /**
   * The customer's interfaces to the platform, and that there is no public management API: the
   * overview's table renders it; the terms name the interfaces in their scope without it, since a
   * contract's scope is no place for a product description.
   */
  noCommandLineTool: {
    en: "There is no command-line tool and no public management API: you manage services in the dashboard, your CI deploys with a push or through a service's deploy hook, and your monitoring gets a service's metrics in Prometheus format and its logs through a log drain.",
    de: 'Ein Kommandozeilenwerkzeug und eine öffentliche Verwaltungs-API gibt es nicht: Du verwaltest Dienste im Dashboard, deine CI deployt mit einem Push oder über den Deploy-Hook eines Dienstes, und dein Monitoring bekommt die Metriken eines Dienstes im Prometheus-Format und seine Logs über eine Log-Weiterleitung.',
    ja: 'コマンドラインツールや公開の管理 API はありません。サービスはダッシュボードで管理し、CI からはプッシュまたはサービスのデプロイフックでデプロイします。監視システムには、サービスのメトリクスを Prometheus 形式で、ログをログドレインで渡します。',
    ko: '명령줄 도구와 공개 관리 API는 없습니다. 서비스는 대시보드에서 관리하고, CI에서는 푸시나 서비스의 배포 훅으로 배포하며, 모니터링 시스템은 서비스의 메트릭을 Prometheus 형식으로, 로그를 로그 드레인으로 받습니다.',
  },
  noConfigFile: {
    en: 'There is no configuration file like `render.yaml` or `fly.toml`: the settings of a service live in the dashboard, and the repository holds what the build needs, a Dockerfile included.',
    de: 'Eine Konfigurationsdatei wie `render.yaml` oder `fly.toml` gibt es nicht: Die Einstellungen eines Dienstes stehen im Dashboard, und das Repository enthält, was der Build braucht, ein Dockerfile eingeschlossen.',
    ja: '`render.yaml` や `fly.toml` のような設定ファイルはありません。サービスの設定はダッシュボードで管理し、リポジトリには Dockerfile を含め、ビルドに必要なものを置きます。',
    ko: '`render.yaml`이나 `fly.toml` 같은 설정 파일은 없습니다. 서비스 설정은 대시보드에서 관리하며, 리포지토리에는 Dockerfile을 포함해 빌드에 필요한 것을 둡니다.',
  },
  migrationsInPreDeployCommand: {
    en: 'Run database migrations in the pre-deploy command of the service: it runs once per deployment, after the build and before the new deployment gets traffic, and a failed migration stops the deployment while the previous one keeps serving.',
    de: 'Führe Datenbankmigrationen im Pre-Deploy-Befehl des Dienstes aus: Er läuft einmal pro Deployment, nach dem Build und bevor das neue Deployment Datenverkehr bekommt, und eine fehlgeschlagene Migration stoppt das Deployment, während das bisherige weiter antwortet.',
    ja: 'データベースのマイグレーションは、サービスのデプロイ前コマンドで実行してください。デプロイ前コマンドはデプロイごとに 1 回、ビルドの後、新しいデプロイにトラフィックが切り替わる前に実行されます。マイグレーションが失敗するとデプロイは中止され、それまでのデプロイが引き続き応答します。',
    ko: '데이터베이스 마이그레이션은 서비스의 배포 전 명령에서 실행하세요. 배포 전 명령은 배포마다 한 번, 빌드 후 새 배포로 트래픽이 전환되기 전에 실행되며, 마이그레이션이 실패하면 배포가 중단되고 기존 배포가 계속 응답합니다.',
  },
  /** Whether a preview deployment runs the pre-deploy command; the deployments page renders it beside the preview variables. */
  previewsSkipPreDeployCommand: {
    en: "A preview does not run the pre-deploy command unless **Run pre-deploy command in previews** is turned on in the build settings, and a preview of a pull request from a fork never runs it: otherwise a migration from an unreviewed pull request would run against the database the preview reaches before anyone merged it. With it turned on, every open pull request migrates the one database attached to previews, so two pull requests with conflicting migrations break each other's previews: turn it on only if your pull requests seldom change the schema at the same time.",
    de: 'Eine Vorschau führt den Pre-Deploy-Befehl nur aus, wenn in den Build-Einstellungen **Pre-Deploy-Befehl in Vorschauen ausführen** eingeschaltet ist, und die Vorschau eines Pull-Requests aus einem Fork führt ihn nie aus: Sonst liefe die Migration eines ungeprüften Pull-Requests schon vor dem Merge gegen die Datenbank, die die Vorschau erreicht. Ist die Option eingeschaltet, migriert jeder offene Pull-Request die eine Datenbank, die mit den Vorschauen verknüpft ist; bei zwei Pull-Requests mit widersprüchlichen Migrationen scheitern die Vorschauen beider. Schalte sie deshalb nur ein, wenn deine Pull-Requests selten gleichzeitig das Schema ändern.',
    ja: 'プレビューでは、ビルド設定で**プレビューでデプロイ前コマンドを実行**がオンになっていない限り、デプロイ前コマンドは実行されません。フォークからのプルリクエストのプレビューでは一切実行されません。そうしなければ、レビュー前のプルリクエストに含まれるマイグレーションが、マージ前にプレビューの接続先データベースに対して実行されてしまうためです。オンにすると、開いているすべてのプルリクエストが、プレビューにアタッチした 1 つのデータベースをマイグレーションします。互いに矛盾するマイグレーションを含む 2 つのプルリクエストは、相手のプレビューを壊してしまいます。オンにするのは、複数のプルリクエストが同時にスキーマを変更することがめったにない場合だけにしてください。',
    ko: '미리 보기는 빌드 설정에서 **미리 보기에서 배포 전 명령 실행**이 켜져 있지 않으면 배포 전 명령을 실행하지 않으며, 포크에서 온 풀 리퀘스트의 미리 보기는 이 명령을 절대 실행하지 않습니다. 그렇지 않으면 검토되지 않은 풀 리퀘스트의 마이그레이션이 병합되기도 전에 미리 보기가 연결된 데이터베이스에 실행되기 때문입니다. 이 설정을 켜면 열려 있는 모든 풀 리퀘스트가 미리 보기에 연결된 데이터베이스 하나를 마이그레이션하므로, 서로 충돌하는 마이그레이션이 있는 두 풀 리퀘스트는 서로의 미리 보기를 망가뜨립니다. 여러 풀 리퀘스트가 동시에 스키마를 바꾸는 일이 드물 때만 켜세요.',
  },
  /** What a rollback brings back; the deployments page renders it, the Postgres and support pages say it in a clause and link there. */
  rollbackRestoresOldVariables: {
    en: "A rollback starts the earlier deployment with the environment variables it had then: after you rotated a password or key, or attached a restored database, rolling back to a deployment from before that change brings back the revoked secret or the old database's URL. Roll back only to a deployment made after the change; if there is none, deploy a fix instead.",
    de: 'Ein Rollback startet das frühere Deployment mit den Umgebungsvariablen von damals: Hast du ein Passwort oder einen Schlüssel rotiert oder eine wiederhergestellte Datenbank verknüpft, bringt ein Rollback auf ein Deployment von vor dieser Änderung das widerrufene Secret oder die URL der alten Datenbank zurück. Rolle deshalb nur auf ein Deployment zurück, das nach der Änderung entstanden ist; gibt es keines, deploye stattdessen eine Korrektur.',
    ja: 'ロールバックでは、以前のデプロイがその当時の環境変数で起動します。パスワードやキーをローテーションした後や、復元したデータベースをアタッチした後に、その変更より前のデプロイへロールバックすると、無効にしたシークレットや古いデータベースの URL が戻ってしまいます。ロールバック先は、変更後に作成されたデプロイに限ってください。該当するデプロイがない場合は、代わりに修正をデプロイしてください。',
    ko: '롤백하면 이전 배포가 당시의 환경 변수로 시작됩니다. 비밀번호나 키를 교체했거나 복원한 데이터베이스를 연결한 뒤에 그 변경 이전의 배포로 롤백하면, 폐기한 시크릿이나 이전 데이터베이스의 URL이 되돌아옵니다. 따라서 변경 이후에 만들어진 배포로만 롤백하고, 그런 배포가 없다면 대신 수정 사항을 배포하세요.',
  },
  /**
   * What a live rollback does to pushes and to the deploy hook, and how it ends
   * (decisions/2026-11-29-rollbacks-and-ci-deploys.md); the deployments page and the
   * troubleshooting catalogue render it.
   */
  rollbackPausesDeploys: {
    en: `While a rollback is live, no deployment starts on its own: a push deploys nothing, and neither does a \`POST\` to the deploy hook, which is answered with HTTP ${deployHook.rollbackLiveStatus} and a JSON error saying that a rollback is live. So neither a push nor your CI undoes the rollback before a fix is ready. When the fix is merged, choose **Resume deploys** on the service's page: it ends the pause and restores the way the service deployed before the rollback, on every push if **Auto deploy** was on, or through the deploy hook if your CI deploys that way. With **Auto deploy** on, resuming also deploys the branch's newest commit at once, so a fix merged during the pause goes live without another push; a service your CI deploys stays on the rolled-back deployment until your CI next calls the hook.`,
    de: `Solange ein Rollback aktiv ist, startet kein Deployment von selbst: Ein Push deployt nichts, und ein \`POST\` an den Deploy-Hook ebenfalls nicht; der Hook antwortet darauf mit HTTP ${deployHook.rollbackLiveStatus} und einem JSON-Fehler, laut dem ein Rollback aktiv ist. So macht weder ein Push noch deine CI den Rollback rückgängig, bevor eine Korrektur bereitsteht. Ist die Korrektur zusammengeführt, wähle auf der Seite des Dienstes **Deployments fortsetzen**: Das beendet die Pause, und der Dienst deployt wieder so wie vor dem Rollback, bei jedem Push, wenn **Automatisch deployen** eingeschaltet war, oder über den Deploy-Hook, wenn deine CI so deployt. Ist **Automatisch deployen** eingeschaltet, deployt das Fortsetzen sofort auch den neuesten Commit des Branches: Eine während der Pause zusammengeführte Korrektur geht ohne weiteren Push live. Ein Dienst, den deine CI deployt, bleibt beim zurückgerollten Deployment, bis deine CI den Hook das nächste Mal aufruft.`,
    ja: `ロールバックしたデプロイが稼働している間は、デプロイが自動で始まることはありません。プッシュしてもデプロイされず、デプロイフックに \`POST\` してもデプロイされません。フックは HTTP ${deployHook.rollbackLiveStatus} と、ロールバック中であることを示す JSON のエラーを返します。そのため、修正の準備ができる前に、プッシュや CI がロールバックを取り消してしまうことはありません。修正がマージされたら、サービスのページで**デプロイを再開**を選んでください。一時停止が終わり、サービスはロールバック前と同じ方法で再びデプロイされます。**自動デプロイ**がオンだった場合はプッシュのたびに、CI からデプロイフックでデプロイしていた場合はフック経由でデプロイされます。**自動デプロイ**がオンの場合は、再開と同時にブランチの最新のコミットもデプロイされるため、一時停止中にマージした修正は追加のプッシュなしで公開されます。CI でデプロイしているサービスは、CI が次にフックを呼び出すまでロールバックしたデプロイのままです。`,
    ko: `롤백된 배포가 라이브인 동안에는 어떤 배포도 저절로 시작되지 않습니다. 푸시해도 배포되지 않고, 배포 훅에 \`POST\` 요청을 보내도 배포되지 않으며, 훅은 HTTP ${deployHook.rollbackLiveStatus}와 함께 롤백이 라이브 상태라는 JSON 오류를 반환합니다. 따라서 수정이 준비되기 전에 푸시나 CI가 롤백을 취소하는 일은 없습니다. 수정 사항이 병합되면 서비스 페이지에서 **배포 재개**를 선택하세요. 일시 중지가 끝나고 서비스는 롤백 전과 같은 방식으로 다시 배포됩니다. **자동 배포**가 켜져 있었다면 푸시할 때마다, CI에서 배포 훅으로 배포했다면 훅을 통해 배포됩니다. **자동 배포**가 켜져 있으면 재개와 동시에 브랜치의 최신 커밋도 배포되므로, 일시 중지 중에 병합한 수정 사항은 추가 푸시 없이 라이브가 됩니다. CI로 배포하는 서비스는 CI가 다음에 훅을 호출할 때까지 롤백된 배포를 유지합니다.`,
  },
  /**
   * What the instance limit caps, and what it does not: the limits page and the overview's table
   * for readers of other hosts render it; the limits page links to the alert rules.
   */
  noSpendingLimit: {
    en: `There is no spending limit that stops services. A service's **${scalingFields.maximumInstances.en}** setting caps only what its instances cost: requests, outbound traffic, previews, job runs and databases are billed on top, without a cap. The dashboard shows the usage of the current month, and a usage alert warns you when it passes an amount you set.`,
    de: `Ein Ausgabenlimit, das Dienste anhält, gibt es nicht. Die Einstellung **${scalingFields.maximumInstances.de}** eines Dienstes begrenzt nur, was seine Instanzen kosten: Anfragen, ausgehender Datenverkehr, Vorschauen, Job-Läufe und Datenbanken werden zusätzlich berechnet, ohne Obergrenze. Das Dashboard zeigt die Nutzung des laufenden Monats, und ein Nutzungsalarm warnt dich, sobald sie einen Betrag überschreitet, den du festlegst.`,
    ja: `サービスを停止する支出上限はありません。サービスの設定「**${scalingFields.maximumInstances.ja}**」で抑えられるのはインスタンスの料金だけで、リクエスト、送信トラフィック、プレビュー、ジョブ実行、データベースはそれとは別に上限なく課金されます。当月の使用量はダッシュボードで確認でき、設定した金額を超えると使用量アラートで通知を受けられます。`,
    ko: `서비스를 중지하는 지출 한도는 없습니다. 서비스의 **${scalingFields.maximumInstances.ko}** 설정이 제한하는 것은 인스턴스 비용뿐이며, 요청, 아웃바운드 트래픽, 미리 보기, 작업 실행, 데이터베이스는 그와 별도로 상한 없이 과금됩니다. 이번 달 사용량은 대시보드에서 확인할 수 있으며, 설정한 금액을 넘으면 사용량 알림이 알려 줍니다.`,
  },
  /**
   * What a change of instance size, service mode or scaling settings does: none waits for a push.
   * The limits, services and service modes pages render it where the settings are described.
   */
  settingsChangesApply: {
    en: 'Changing the instance size, the service mode or the scaling settings needs neither a push nor a new build: a new size or mode redeploys the build of the current deployment with it, as changing a variable does, and new scaling settings apply to the running deployment at once.',
    de: 'Eine neue Instanzgröße, ein anderer Dienstmodus oder geänderte Skalierungseinstellungen brauchen weder einen Push noch einen neuen Build: Eine neue Größe oder ein neuer Modus deployt den Build des aktuellen Deployments damit neu, wie eine geänderte Variable, und neue Skalierungseinstellungen gelten sofort für das laufende Deployment.',
    ja: 'インスタンスサイズ、サービスモード、スケーリング設定の変更には、プッシュも新しいビルドも必要ありません。サイズやモードを変更すると、変数を変更したときと同じく、現在のデプロイのビルドが新しい設定で再デプロイされます。スケーリング設定の変更は、実行中のデプロイにすぐ適用されます。',
    ko: '인스턴스 크기, 서비스 모드, 스케일링 설정을 바꿀 때는 푸시도 새 빌드도 필요 없습니다. 크기나 모드를 바꾸면 변수를 바꿀 때와 마찬가지로 현재 배포의 빌드가 새 설정으로 다시 배포되며, 스케일링 설정은 실행 중인 배포에 바로 적용됩니다.',
  },
  /** Outbound mail: the overview's table for readers from other hosts renders it. */
  outboundMailPorts: {
    en: `Outbound connections to port ${blockedPorts('en')} are blocked, as on most clouds, because spam sent from a shared address harms every customer. Send mail through a mail provider, on its submission port ${submissionPorts('en')}, which are open, or through its HTTP API.`,
    de: `Ausgehende Verbindungen zu Port ${blockedPorts('de')} sind gesperrt, wie bei den meisten Clouds, weil Spam von einer gemeinsam genutzten Adresse allen Kundinnen und Kunden schadet. Verschicke E-Mails über einen Mail-Anbieter, auf dessen Einlieferungsport ${submissionPorts('de')}, die offen sind, oder über seine HTTP-API.`,
    ja: `ポート ${blockedPorts('ja')} への送信接続は、多くのクラウドと同じくブロックしています。共有アドレスから送られたスパムは、すべての利用者に影響するためです。メールはメール配信事業者を通じて、開いている送信用ポート ${submissionPorts('ja')} か、その事業者の HTTP API で送ってください。`,
    ko: `포트 ${blockedPorts('ko')}로 나가는 연결은 대부분의 클라우드와 마찬가지로 차단됩니다. 공유 주소에서 보낸 스팸은 모든 고객에게 피해를 주기 때문입니다. 메일은 메일 발송 서비스를 통해 보내되, 열려 있는 제출 포트 ${submissionPorts('ko')}을 쓰거나 그 서비스의 HTTP API를 사용하세요.`,
  },
  /** IPv6 in and out; the overview's table for readers from other hosts renders it. */
  ipv6: {
    en: 'The edge accepts clients over IPv4 and IPv6, and services reach outside addresses over both. Your service needs no IPv6 of its own: the edge forwards every request to the port it listens on.',
    de: 'Das Edge-Netzwerk nimmt Clients über IPv4 und IPv6 an, und Dienste erreichen Adressen außerhalb über beide. Dein Dienst braucht selbst kein IPv6: Das Edge-Netzwerk leitet jede Anfrage an den Port weiter, auf dem er lauscht.',
    ja: 'エッジは IPv4 と IPv6 の両方でクライアントの接続を受け付け、サービスからは両方で外部のアドレスに接続できます。サービス自体が IPv6 に対応する必要はありません。エッジがすべてのリクエストを、サービスが待ち受けるポートに転送します。',
    ko: '엣지는 IPv4와 IPv6 모두로 클라이언트의 연결을 받으며, 서비스는 두 방식 모두로 외부 주소에 연결할 수 있습니다. 서비스 자체가 IPv6를 지원할 필요는 없습니다. 엣지가 모든 요청을 서비스가 수신 대기하는 포트로 전달합니다.',
  },
  /** DDoS protection; the overview's table for readers from other hosts renders it. */
  ddosProtection: {
    en: 'Every service is behind network-level DDoS protection at the edge, at no charge and without a setting, and traffic the edge filters out is not billed. There is no web application firewall and no configurable rate limiting: limit the requests per client in your service.',
    de: 'Jeder Dienst liegt hinter einem DDoS-Schutz auf Netzwerkebene im Edge-Netzwerk, ohne Aufpreis und ohne Einstellung, und Datenverkehr, den das Edge-Netzwerk herausfiltert, wird nicht berechnet. Eine Web Application Firewall oder eine einstellbare Ratenbegrenzung gibt es nicht: Begrenze die Anfragen pro Client in deinem Dienst.',
    ja: 'すべてのサービスは、エッジのネットワークレベルの DDoS 対策で保護されています。追加料金も設定も不要で、エッジが除外したトラフィックは課金されません。Web アプリケーションファイアウォール（WAF）や設定可能なレート制限はないため、クライアントごとのリクエスト数の制限はサービス内で行ってください。',
    ko: '모든 서비스는 엣지의 네트워크 수준 DDoS 방어로 보호되며, 추가 요금이나 설정이 필요 없고 엣지가 걸러 낸 트래픽은 과금되지 않습니다. 웹 애플리케이션 방화벽(WAF)이나 설정 가능한 속도 제한은 없으므로, 클라이언트별 요청 수 제한은 서비스 안에서 구현하세요.',
  },
  /** CDN and edge cache; the overview's table for readers from other hosts renders it. */
  noEdgeCache: {
    en: 'The edge caches nothing and is not a CDN: every request reaches your service, whatever the Cache-Control header of its response says. To cache static files or pages near your users, put a CDN in front of your domain with the service as its origin.',
    de: 'Das Edge-Netzwerk speichert nichts zwischen und ist kein CDN: Jede Anfrage erreicht deinen Dienst, was auch immer der Cache-Control-Header der Antwort sagt. Willst du statische Dateien oder Seiten nahe bei deinen Nutzerinnen und Nutzern cachen, schalte ein CDN vor deine Domain, mit dem Dienst als Ursprung.',
    ja: 'エッジはキャッシュを行わず、CDN ではありません。レスポンスの Cache-Control ヘッダーにかかわらず、すべてのリクエストがサービスに届きます。静的ファイルやページをユーザーの近くでキャッシュするには、ドメインの前に CDN を置き、サービスをそのオリジンにしてください。',
    ko: '엣지는 캐시를 하지 않으며 CDN이 아닙니다. 응답의 Cache-Control 헤더와 관계없이 모든 요청이 서비스에 도달합니다. 정적 파일이나 페이지를 사용자 가까이에서 캐시하려면 도메인 앞에 CDN을 두고 서비스를 그 오리진으로 지정하세요.',
  },
  /** Non-HTTP ports; the overview's table for readers from other hosts renders it. */
  noPublicTcpUdp: {
    en: `From outside, a service is reachable only over HTTP and HTTPS through the edge: services have no public TCP or UDP ports, so software you run inside a service, such as your own database, an SSH server or a game server, cannot be reached from outside. The managed Postgres and Redis databases are not services: they accept connections from the addresses you allow ([Connect from outside the project](/postgresql#outside-access)). Inside the project, services reach each other over the private network with any TCP protocol, on the port in \`${environmentVariables.port}\`.`,
    de: `Von außen ist ein Dienst nur über HTTP und HTTPS durch das Edge-Netzwerk erreichbar: Öffentliche TCP- oder UDP-Ports haben Dienste nicht, was du in einem Dienst betreibst, etwa eine eigene Datenbank, einen SSH-Server oder einen Gameserver, ist von außen also nicht erreichbar. Die verwalteten Postgres- und Redis-Datenbanken sind keine Dienste: Sie nehmen Verbindungen von den Adressen an, die du freigibst ([Verbindung von außerhalb des Projekts](/postgresql#outside-access)). Innerhalb des Projekts erreichen Dienste einander über das private Netz mit jedem TCP-Protokoll, auf dem Port in \`${environmentVariables.port}\`.`,
    ja: `外部からサービスに接続できるのは、エッジ経由の HTTP と HTTPS だけです。サービスには公開の TCP・UDP ポートがないため、サービスの中で自分で動かすデータベース、SSH サーバー、ゲームサーバーなどには外部から接続できません。マネージドの Postgres と Redis のデータベースはサービスではなく、許可したアドレスからの接続を受け付けます（[プロジェクトの外からの接続](/postgresql#outside-access)）。プロジェクト内では、サービス同士がプライベートネットワーク経由で、環境変数 \`${environmentVariables.port}\` のポートに任意の TCP プロトコルで通信できます。`,
    ko: `외부에서는 엣지를 통한 HTTP와 HTTPS로만 서비스에 접속할 수 있습니다. 서비스에는 공개 TCP·UDP 포트가 없으므로 서비스 안에서 직접 실행하는 데이터베이스, SSH 서버, 게임 서버 등에는 외부에서 접속할 수 없습니다. 관리형 Postgres와 Redis 데이터베이스는 서비스가 아니며, 허용한 주소에서 오는 연결을 받습니다([프로젝트 외부에서 연결](/postgresql#outside-access)). 프로젝트 안에서는 서비스끼리 사설 네트워크를 통해 환경 변수 \`${environmentVariables.port}\`의 포트로 어떤 TCP 프로토콜로든 통신할 수 있습니다.`,
  },
  /** Single sign-on and audit logs; the overview's table for readers from other hosts renders it. */
  noSsoOrAuditLog: {
    en: 'There is no single sign-on (SAML or OIDC) and no audit log: every team member signs in with their own login and its own second factor, and removing a member from the project ends their access at once.',
    de: 'Single Sign-on (SAML oder OIDC) und ein Audit-Log gibt es nicht: Jedes Teammitglied meldet sich mit seinem eigenen Zugang und dessen zweitem Faktor an, und wer aus dem Projekt entfernt wird, verliert den Zugriff sofort.',
    ja: 'シングルサインオン（SAML・OIDC）と監査ログはありません。チームメンバーはそれぞれ自分のログイン情報と二要素認証でサインインし、プロジェクトから削除されたメンバーはすぐにアクセスできなくなります。',
    ko: 'SSO(SAML, OIDC)와 감사 로그는 없습니다. 팀원은 각자의 팀원 로그인과 2단계 인증으로 접속하며, 프로젝트에서 제거된 팀원은 즉시 접근 권한을 잃습니다.',
  },
  /** Certifications; the overview's table for readers from other hosts renders it. */
  certifications: {
    en: `${brand.name} itself holds no ISO 27001 or SOC 2 certification. The regions run in the data centres of the sub-processors named in the privacy policy, which are certified under ISO/IEC 27001.`,
    de: `${brand.name} selbst hat keine Zertifizierung nach ISO 27001 oder SOC 2. Die Regionen laufen in den Rechenzentren der Unterauftragsverarbeiter, die die Datenschutzerklärung nennt, und diese sind nach ISO/IEC 27001 zertifiziert.`,
    ja: `${brand.name} 自体は ISO 27001 や SOC 2 の認証を取得していません。各リージョンは、プライバシーポリシーに記載した副処理者のデータセンターで運用しており、これらのデータセンターは ISO/IEC 27001 の認証を取得しています。`,
    ko: `${brand.name} 자체는 ISO 27001이나 SOC 2 인증을 받지 않았습니다. 각 리전은 개인정보 처리방침에 명시된 재수탁자의 데이터 센터에서 운영되며, 이 데이터 센터들은 ISO/IEC 27001 인증을 받았습니다.`,
  },
  /** Moving from another host; the overview's table for readers from other hosts renders it. */
  migrateFromAnotherHost: {
    en: 'There is no import tool. Connect the repository and set its variables; copy the database with `pg_dump` and `pg_restore` from an allowed address into a new database before you attach it (see [Connect from outside the project](/postgresql#outside-access)); move the domain last, once the service answers on its default hostname: create its verification record first, then change its other records (see [Custom domains](/service/domain#add)).',
    de: 'Ein Importwerkzeug gibt es nicht. Verbinde das Repository und lege seine Variablen an; kopiere die Datenbank mit `pg_dump` und `pg_restore` von einer freigegebenen Adresse aus in eine neue Datenbank, bevor du sie verknüpfst (siehe [Verbindung von außerhalb des Projekts](/postgresql#outside-access)); zieh die Domain zuletzt um, sobald der Dienst unter seinem Standard-Hostnamen antwortet: Lege zuerst ihren Eintrag zur Verifizierung an, ändere dann ihre übrigen Einträge (siehe [Eigene Domains](/service/domain#add)).',
    ja: 'インポートツールはありません。リポジトリを接続して変数を設定し、新しいデータベースをサービスにアタッチする前に、許可したアドレスから `pg_dump` と `pg_restore` でデータベースをそこへコピーします（[プロジェクトの外からの接続](/postgresql#outside-access)を参照）。ドメインの移行は、サービスがデフォルトのホスト名で応答するようになってから最後に行います。先に確認用レコードを作成し、そのあとでほかのレコードを変更してください（[カスタムドメイン](/service/domain#add)を参照）。',
    ko: '가져오기 도구는 없습니다. 리포지토리를 연결하고 변수를 설정한 뒤, 새 데이터베이스를 서비스에 연결하기 전에 허용한 주소에서 `pg_dump`와 `pg_restore`로 데이터베이스를 그곳에 복사합니다([프로젝트 외부에서 연결](/postgresql#outside-access) 참조). 도메인은 서비스가 기본 호스트 이름으로 응답하게 된 뒤 마지막에 옮기세요. 먼저 확인용 레코드를 만들고, 그다음에 나머지 레코드를 변경합니다([사용자 지정 도메인](/service/domain#add) 참조).',
  },
  /** How the start command runs; the services page renders it beside the start command. */
  startCommandShell: {
    en: `The start command runs through \`${runtimeImage.startCommandShell}\`, so \`$PORT\` and other variables in it expand. A Dockerfile's \`CMD\` in exec form (\`["node", "server.js"]\`) runs without a shell, as in Docker: use its shell form to read \`$PORT\` there.`,
    de: `Der Startbefehl läuft über \`${runtimeImage.startCommandShell}\`, \`$PORT\` und andere Variablen darin werden also ersetzt. Das \`CMD\` eines Dockerfiles in der Exec-Form (\`["node", "server.js"]\`) läuft wie bei Docker ohne Shell: Nimm dort die Shell-Form, um \`$PORT\` zu lesen.`,
    ja: `起動コマンドは \`${runtimeImage.startCommandShell}\` で実行されるため、コマンド内の \`$PORT\` などの変数は展開されます。Dockerfile の exec 形式の \`CMD\`（\`["node", "server.js"]\`）は、Docker と同じくシェルを通さずに実行されます。\`$PORT\` を読むにはシェル形式を使ってください。`,
    ko: `시작 명령은 \`${runtimeImage.startCommandShell}\`로 실행되므로 명령 안의 \`$PORT\` 같은 변수가 확장됩니다. Dockerfile의 exec 형식 \`CMD\`(\`["node", "server.js"]\`)는 Docker와 마찬가지로 셸 없이 실행되므로, \`$PORT\`를 읽으려면 셸 형식을 사용하세요.`,
  },
  /** Which CA signs database certificates; the PostgreSQL page renders it beside the connection string. */
  databaseCertificatesPublicCa: {
    en: `A database's certificate is issued for its host name by a public certificate authority (Let's Encrypt), so a client verifies it with the system's certificates, without a CA file from us. Clients built on libpq (\`psql\`, \`pg_dump\`, psycopg) look for a CA file in \`~/.postgresql/root.crt\` under \`sslmode=verify-full\` and fail without it: add \`sslrootcert=system\` (libpq 16 or later), as in \`${postgres.verifiedTlsParameters}\`, and they use the system's certificates.`,
    de: `Das Zertifikat einer Datenbank ist für ihren Hostnamen von einer öffentlichen Zertifizierungsstelle (Let’s Encrypt) ausgestellt: Ein Client prüft es mit den Zertifikaten des Systems, ohne eine CA-Datei von uns. Clients auf Basis von libpq (\`psql\`, \`pg_dump\`, psycopg) suchen bei \`sslmode=verify-full\` eine CA-Datei unter \`~/.postgresql/root.crt\` und scheitern ohne sie: Mit \`sslrootcert=system\` (ab libpq 16), etwa \`${postgres.verifiedTlsParameters}\`, nehmen sie die Zertifikate des Systems.`,
    ja: `データベースの証明書は、公開の認証局（Let's Encrypt）がそのホスト名に対して発行したものです。そのため、クライアントは当社の CA ファイルなしで、システムの証明書を使って検証できます。ただし、libpq を使うクライアント（\`psql\`、\`pg_dump\`、psycopg）は、\`sslmode=verify-full\` のときに \`~/.postgresql/root.crt\` の CA ファイルを探し、このファイルがないと接続に失敗します。\`${postgres.verifiedTlsParameters}\` のように \`sslrootcert=system\`（libpq 16 以降）を加えると、システムの証明書を使います。`,
    ko: `데이터베이스의 인증서는 공인 인증 기관(Let's Encrypt)이 해당 호스트 이름으로 발급한 것입니다. 따라서 클라이언트는 당사의 CA 파일 없이 시스템의 인증서로 검증할 수 있습니다. 다만 libpq 기반 클라이언트(\`psql\`, \`pg_dump\`, psycopg)는 \`sslmode=verify-full\`일 때 \`~/.postgresql/root.crt\`에서 CA 파일을 찾으며, 이 파일이 없으면 연결에 실패합니다. \`${postgres.verifiedTlsParameters}\`처럼 \`sslrootcert=system\`(libpq 16 이상)을 추가하면 시스템의 인증서를 사용합니다.`,
  },
  /** How both service modes scale; the overview's table for readers from other hosts and the scaling section render it. */
  autoscalingByConcurrency: {
    en: `A service's scaling settings have three fields. **${scalingFields.concurrency.en}** drives autoscaling and works the same in both service modes: the platform starts another instance when each running one handles that many requests at once, whether they come through the public URL or the private network. Set it to the number of requests your process really serves at once, for example workers × threads. **${scalingFields.maximumInstances.en}** caps how far the service scales out, and with it what its instances cost; its default and highest value is the platform's instance limit, a soft limit that support raises on request. **${scalingFields.minimumInstances.en}** exists for persistent services only.`,
    de: `Die Skalierungseinstellungen eines Dienstes haben drei Felder. **${scalingFields.concurrency.de}** steuert die automatische Skalierung und wirkt in beiden Dienstmodi gleich: Die Plattform startet eine weitere Instanz, sobald jede laufende so viele Anfragen gleichzeitig bearbeitet, ob sie über die öffentliche URL oder das private Netz kommen. Stelle den Wert auf die Zahl der Anfragen, die dein Prozess wirklich gleichzeitig bearbeitet, etwa Worker × Threads. **${scalingFields.maximumInstances.de}** begrenzt, wie weit der Dienst hochskaliert, und damit, was seine Instanzen kosten; Standard- und Höchstwert ist das Instanzlimit der Plattform, ein weiches Limit, das der Support auf Anfrage anhebt. **${scalingFields.minimumInstances.de}** gibt es nur bei persistenten Diensten.`,
    ja: `サービスのスケーリング設定には 3 つの項目があります。**${scalingFields.concurrency.ja}**はオートスケーリングを決める項目で、どちらのサービスモードでも同じように働きます。実行中の各インスタンスがこの数のリクエストを同時に処理すると、リクエストがパブリック URL とプライベートネットワークのどちらから来たものでも、プラットフォームがインスタンスを追加で起動します。この値は、プロセスが実際に同時に処理できるリクエスト数（ワーカー数 × スレッド数など）に合わせてください。**${scalingFields.maximumInstances.ja}**は、サービスがどこまでスケールアウトするか、つまりインスタンスの料金の上限を決める項目です。デフォルト値であり最大値でもあるのはプラットフォームのインスタンス数の上限で、これはソフト制限のため、サポートに依頼すれば引き上げられます。**${scalingFields.minimumInstances.ja}**は常時稼働サービスにだけある項目です。`,
    ko: `서비스의 스케일링 설정에는 항목이 세 개 있습니다. **${scalingFields.concurrency.ko}**는 자동 확장을 결정하며 두 서비스 모드에서 똑같이 동작합니다. 실행 중인 인스턴스마다 이 수만큼의 요청을 동시에 처리하면, 요청이 공개 URL로 들어오든 사설 네트워크로 들어오든 플랫폼이 인스턴스를 하나 더 시작합니다. 이 값은 프로세스가 실제로 동시에 처리하는 요청 수(예: 워커 수 × 스레드 수)에 맞추세요. **${scalingFields.maximumInstances.ko}**는 서비스가 어디까지 확장되는지, 곧 인스턴스 비용이 얼마까지 늘어나는지를 정합니다. 기본값이자 최댓값은 플랫폼의 인스턴스 한도이며, 이는 소프트 제한이라 지원팀에 요청하면 올릴 수 있습니다. **${scalingFields.minimumInstances.ko}**는 상시 실행 서비스에만 있는 항목입니다.`,
  },
  /** How a worker's instances are set; the async page renders it, the services, service modes and twelve-factor pages link there. */
  workersRunFixedInstanceCount: {
    en: `A persistent service with public networking turned off still receives requests from the other services of its project over the private network and autoscales on them. A queue worker receives none, so it runs exactly the number of instances set under **${scalingFields.minimumInstances.en}**: raise that number when the queue grows faster than the workers empty it.`,
    de: `Ein persistenter Dienst, bei dem **Öffentlich erreichbar** ausgeschaltet ist, bekommt über das private Netz weiterhin Anfragen von den anderen Diensten seines Projekts und skaliert auf diese automatisch. Ein Worker einer Warteschlange bekommt keine, deshalb betreibt er genau so viele Instanzen, wie unter **${scalingFields.minimumInstances.de}** steht: Erhöhe die Zahl, wenn die Warteschlange schneller wächst, als die Worker sie abarbeiten.`,
    ja: `**パブリックネットワーク**をオフにした常時稼働サービスも、プライベートネットワーク経由で同じプロジェクトのほかのサービスからリクエストを受け取り、それに応じてオートスケーリングします。キューのワーカーはリクエストを受け取らないため、**${scalingFields.minimumInstances.ja}**で指定した数のインスタンスだけを実行します。ワーカーが処理するよりも速くキューが増えていく場合は、この数を増やしてください。`,
    ko: `공개 네트워킹을 끈 상시 실행 서비스도 사설 네트워크를 통해 같은 프로젝트의 다른 서비스로부터 요청을 받으며, 그 요청에 따라 자동으로 확장됩니다. 큐 워커는 요청을 받지 않으므로 **${scalingFields.minimumInstances.ko}**에 지정한 수만큼의 인스턴스만 실행합니다. 워커가 처리하는 속도보다 큐가 빠르게 늘어나면 이 수를 늘리세요.`,
  },
  /** What other hosts call private services and background workers; the overview's table renders it. */
  privateServicesAndWorkers: {
    en: 'Both are ordinary services. A private service has **Public networking** turned off: it has no public hostname, other services of the project call it on the private network, and it is deployed like any other. A background worker also has **Listens on a port** turned off: it has no hostname at all, only its process is checked, and it receives `SIGTERM` at once when a deployment replaces it.',
    de: 'Beides sind gewöhnliche Dienste. Bei einem privaten Dienst ist **Öffentlich erreichbar** ausgeschaltet: Er hat keinen öffentlichen Hostnamen, die anderen Dienste des Projekts rufen ihn im privaten Netz auf, und er wird wie jeder andere deployt. Bei einem Hintergrund-Worker ist zusätzlich **Lauscht auf einem Port** ausgeschaltet: Er hat gar keinen Hostnamen, geprüft wird nur sein Prozess, und er bekommt sofort `SIGTERM`, wenn ein Deployment ihn ersetzt.',
    ja: 'どちらも通常のサービスです。プライベートサービスは**パブリックネットワーク**をオフにしたサービスで、公開ホスト名がなく、プロジェクトのほかのサービスからプライベートネットワーク経由で呼び出され、ほかのサービスと同じようにデプロイされます。バックグラウンドワーカーは、さらに**ポートでリッスンする**もオフにしたサービスです。ホスト名はまったくなく、確認されるのはプロセスだけで、デプロイで置き換えられるときはすぐに `SIGTERM` を受け取ります。',
    ko: '둘 다 일반 서비스입니다. 비공개 서비스는 **공개 네트워킹**을 끈 서비스로, 공개 호스트 이름이 없고 프로젝트의 다른 서비스가 사설 네트워크에서 호출하며, 다른 서비스와 똑같이 배포됩니다. 백그라운드 워커는 **포트에서 수신 대기**까지 끈 서비스입니다. 호스트 이름이 전혀 없고, 프로세스만 확인되며, 배포로 교체될 때는 바로 `SIGTERM`을 받습니다.',
  },
  /** Which code host services are built from; the quick start and the overview's table render it. */
  onlyGitHub: {
    en: `${brand.name} builds services only from repositories on ${sourceHost}; GitLab, Bitbucket and other code hosts cannot be connected, so mirror a repository from there to ${sourceHost}.`,
    de: `${brand.name} baut Dienste nur aus Repositorys auf ${sourceHost}; GitLab, Bitbucket und andere Code-Hosting-Anbieter lassen sich nicht verbinden. Liegt dein Repository dort, spiegle es auf ${sourceHost}.`,
    ja: `${brand.name} がサービスをビルドできるのは ${sourceHost} 上のリポジトリだけです。GitLab や Bitbucket などのコードホスティングサービスは接続できないため、そこにあるリポジトリは ${sourceHost} にミラーしてください。`,
    ko: `${brand.name}는 ${sourceHost}에 있는 리포지토리로만 서비스를 빌드합니다. GitLab, Bitbucket 등 다른 코드 호스팅 서비스는 연결할 수 없으므로, 그곳의 리포지토리는 ${sourceHost}로 미러링하세요.`,
  },
  noPersistentVolumes: {
    en: `${brand.name} has no persistent volumes or disks: every instance starts with the files of its deployment only, and what it writes, in its scratch space or anywhere else, is gone when it stops, so keep data that must last in Postgres or Redis, and large files in another provider's object storage.`,
    de: `${brand.name} bietet keine persistenten Volumes oder Disks an: Jede Instanz startet nur mit den Dateien ihres Deployments, und was sie schreibt, im temporären Speicher oder anderswo, ist weg, sobald sie stoppt. Daten, die bleiben sollen, gehören in Postgres oder Redis, große Dateien in den Objektspeicher eines anderen Anbieters.`,
    ja: `${brand.name} は永続ボリュームや永続ディスクを提供していません。各インスタンスはデプロイのファイルだけを持って起動し、一時領域を含めてインスタンスが書き込んだものは、インスタンスの停止とともに消えます。残す必要のあるデータは Postgres や Redis に、大きなファイルは外部のオブジェクトストレージに保存してください。`,
    ko: `${brand.name}는 영구 볼륨이나 영구 디스크를 제공하지 않습니다. 모든 인스턴스는 배포에 포함된 파일만 가진 채 시작하며, 임시 공간을 포함해 인스턴스가 기록한 내용은 인스턴스가 중지되면 사라지므로, 보존해야 하는 데이터는 Postgres나 Redis에, 큰 파일은 다른 제공업체의 객체 스토리지에 저장하세요.`,
  },
  /**
   * What the scratch space is (decisions/2026-11-29-scratch-space-is-instance-disk.md): disk of
   * one instance, so the services page and the table for readers from other hosts render it
   * beside its size.
   */
  scratchSpaceIsInstanceDisk: {
    en: 'The scratch space is disk, not memory: what you write there does not count toward the memory of the instance size. It belongs to one instance: another instance of the service, a worker or a job run starts with its own, empty scratch space and cannot read a file saved in this one, so store what another instance needs where every instance reaches it, and pass on a reference to it, such as its key.',
    de: 'Der temporäre Speicher ist Plattenspeicher, kein Arbeitsspeicher: Was du dort ablegst, zählt nicht zum Arbeitsspeicher der Instanzgröße. Er gehört einer einzigen Instanz: Eine andere Instanz des Dienstes, ein Worker oder ein Job-Lauf startet mit einem eigenen, leeren temporären Speicher und kann keine Datei lesen, die in diesem liegt. Was eine andere Instanz braucht, legst du deshalb dort ab, wo jede Instanz es erreicht, und gibst einen Verweis darauf weiter, etwa den Schlüssel.',
    ja: '一時領域はメモリではなくディスクで、書き込んだ内容はインスタンスサイズのメモリには含まれません。一時領域は 1 つのインスタンスだけのものです。サービスの別のインスタンス、ワーカー、ジョブ実行はそれぞれ空の一時領域で起動し、ほかのインスタンスの一時領域に保存されたファイルは読めません。別のインスタンスが必要とするものは、どのインスタンスからもアクセスできる場所に保存し、キーなどの参照を渡してください。',
    ko: '임시 공간은 메모리가 아니라 디스크이므로, 여기에 기록한 내용은 인스턴스 크기의 메모리에 포함되지 않습니다. 임시 공간은 인스턴스 하나에만 속합니다. 서비스의 다른 인스턴스, 워커, 작업 실행은 각자 비어 있는 임시 공간으로 시작하므로 다른 인스턴스의 임시 공간에 저장된 파일을 읽을 수 없습니다. 다른 인스턴스에 필요한 것은 모든 인스턴스가 접근할 수 있는 곳에 저장하고, 키 같은 참조를 넘기세요.',
  },
  /** Readers of Fly.io's and Render's docs look for a shell in a running instance; the overview's table renders it. */
  noShellAccess: {
    en: "There is no shell or SSH access to a running instance, like `fly ssh console` or Render's Shell. Instead, run a command with the service's code and environment variables, such as a script or a data fix, as a one-off job run; its output goes to the logs. See what a running service does in its logs, metrics and traces. To look into a database from your own computer, first allow its address, as [Connect from outside the project](/postgresql#outside-access) describes.",
    de: 'Eine Shell oder SSH in einer laufenden Instanz, wie `fly ssh console` oder die Shell von Render, gibt es nicht. Einen Befehl mit dem Code und den Umgebungsvariablen des Dienstes, etwa ein Skript oder eine Datenkorrektur, führst du stattdessen als einmaligen Job-Lauf aus; seine Ausgabe landet in den Logs. Was ein laufender Dienst tut, zeigen seine Logs, Metriken und Traces. In eine Datenbank schaust du von deinem eigenen Rechner aus, nachdem du seine Adresse freigegeben hast, wie es [Verbindung von außerhalb des Projekts](/postgresql#outside-access) beschreibt.',
    ja: '`fly ssh console` や Render の Shell のように、実行中のインスタンスにシェルや SSH で入る機能はありません。スクリプトやデータ修正など、サービスのコードと環境変数でコマンドを実行するには単発のジョブ実行を使います。その出力はログに記録されます。実行中のサービスの動作はログ、メトリクス、トレースで確認し、データベースの中身は、[プロジェクトの外からの接続](/postgresql#outside-access)のとおりに自分のマシンのアドレスを許可してから、そのマシンから接続して確認してください。',
    ko: '`fly ssh console`이나 Render의 Shell처럼 실행 중인 인스턴스에 셸이나 SSH로 접속하는 기능은 없습니다. 스크립트나 데이터 수정처럼 서비스의 코드와 환경 변수로 명령을 실행하려면 일회성 작업 실행을 시작하세요. 그 출력은 로그에 기록됩니다. 실행 중인 서비스의 동작은 로그, 메트릭, 트레이스로 확인하고, 데이터베이스는 [프로젝트 외부에서 연결](/postgresql#outside-access)에 설명된 대로 자신의 컴퓨터 주소를 허용한 뒤 그 컴퓨터에서 직접 연결해 살펴보세요.',
  },
  noStaticSites: {
    en: 'There is no hosting for static sites without a service: serve the built files from a serverless service with a small web server, which scales to zero while no one visits.',
    de: 'Statische Websites ohne Dienst gibt es nicht: Liefere die gebauten Dateien aus einem Serverless-Dienst mit einem kleinen Webserver aus; er skaliert auf null, solange niemand die Seite aufruft.',
    ja: 'サービスを使わずに静的サイトだけをホスティングする機能はありません。ビルドしたファイルは、小さな Web サーバーを動かすサーバーレスサービスから配信してください。アクセスがない間はゼロまでスケールします。',
    ko: '서비스 없이 정적 사이트만 호스팅하는 기능은 없습니다. 빌드된 파일은 작은 웹 서버를 실행하는 서버리스 서비스에서 제공하세요. 방문자가 없는 동안에는 0으로 축소됩니다.',
  },
  buildsNotBilled: {
    en: 'Builds are not billed: build minutes are free and do not use up the monthly credit; a build only has to finish within its time limit.',
    de: 'Builds werden nicht berechnet: Build-Minuten sind kostenlos und verbrauchen kein monatliches Guthaben; ein Build muss nur innerhalb seines Zeitlimits fertig werden.',
    ja: 'ビルドは課金されません。ビルド時間は無料で、毎月の無料クレジットも消費しません。ビルドは時間の上限内に完了すれば問題ありません。',
    ko: '빌드에는 요금이 부과되지 않습니다. 빌드 시간은 무료이며 매달 제공되는 크레딧도 차감되지 않습니다. 빌드는 제한 시간 안에 끝나기만 하면 됩니다.',
  },
  noGpu: {
    en: `Instances have no GPU, and ${brand.name} offers none: run models that fit the CPU and memory of an instance size yourself, and call an external inference service for larger ones.`,
    de: `Instanzen haben keine GPU, und ${brand.name} bietet auch keine an: Modelle, die mit CPU und Arbeitsspeicher einer Instanzgröße auskommen, führst du selbst aus; für größere rufst du einen externen Inferenzdienst auf.`,
    ja: `インスタンスに GPU はなく、${brand.name} は GPU を提供していません。インスタンスサイズの CPU とメモリで動くモデルはサービス内で実行し、それより大きなモデルには外部の推論サービスを利用してください。`,
    ko: `인스턴스에는 GPU가 없으며 ${brand.name}는 GPU를 제공하지 않습니다. 인스턴스 크기의 CPU와 메모리로 실행할 수 있는 모델은 서비스에서 직접 실행하고, 더 큰 모델은 외부 추론 서비스를 이용하세요.`,
  },
  noPublicGrpc: {
    en: 'The edge does not forward gRPC: services call each other with gRPC over the private network, and clients outside the project reach them over HTTP.',
    de: 'Das Edge-Netzwerk leitet kein gRPC weiter: Dienste rufen einander über das private Netz mit gRPC auf, und Clients außerhalb des Projekts erreichen sie über HTTP.',
    ja: 'エッジは gRPC を転送しません。サービス同士はプライベートネットワーク経由で gRPC を使って呼び出し、プロジェクト外のクライアントは HTTP でアクセスします。',
    ko: '엣지는 gRPC를 전달하지 않습니다. 서비스끼리는 사설 네트워크를 통해 gRPC로 호출하고, 프로젝트 밖의 클라이언트는 HTTP로 접근합니다.',
  },
  postgresSingleInstance: {
    en: 'A Postgres database runs as one instance, without a standby or read replicas: if its host fails, the platform starts it again on another host with its storage intact, and connections fail until it is back.',
    de: 'Eine Postgres-Datenbank läuft als einzelne Instanz, ohne Standby und ohne Read-Replicas: Fällt ihr Host aus, startet die Plattform sie mit unversehrtem Speicher auf einem anderen Host neu, und bis dahin schlagen Verbindungen fehl.',
    ja: 'Postgres データベースは 1 つのインスタンスで動作し、スタンバイやリードレプリカはありません。ホストに障害が起きると、プラットフォームがストレージを保ったまま別のホストでデータベースを再起動します。再起動までの間、接続は失敗します。',
    ko: 'Postgres 데이터베이스는 대기 서버나 읽기 전용 복제본 없이 인스턴스 하나로 실행됩니다. 호스트에 장애가 나면 플랫폼이 스토리지를 그대로 유지한 채 다른 호스트에서 데이터베이스를 다시 시작하며, 그때까지는 연결이 실패합니다.',
  },
  /**
   * Where a model comes from. It holds because the image size limit is at least the memory of the
   * largest instance size (site/test/content-facts-numbers.test.ts checks it); the troubleshooting
   * page renders it beside the limits, and the AI examples link there.
   */
  modelsInImage: {
    en: `Every model an instance can run goes into the image, as long as its download fits within the build time limit and the image, the model beside PyTorch and your other dependencies, stays within the image size limit. Without a Dockerfile, the project lies at \`${runtimeImage.projectDir}\` both during the build and on the instance, and a variable applies to both, so point the library's cache into the project once, for example \`HF_HOME=${runtimeImage.projectDir}/.cache/huggingface\` for the Hugging Face Hub or \`XDG_CACHE_HOME=${runtimeImage.projectDir}/.cache\` for libraries that follow it: the build downloads the model there, and each instance reads it from the image at start, without a download. pip follows \`XDG_CACHE_HOME\` too, and the default build command keeps its cache: with the variable set, give the service the build command \`pip install --no-cache-dir -r requirements.txt\`, or the downloaded packages land in the image a second time. A cache in \`${runtimeImage.tmpDir}\` is not in the image: every instance that starts downloads the model again into its scratch space, and the download counts toward the health check's wait. A model larger than the memory of the largest instance size cannot run on an instance: call an external inference service for it.`,
    de: `Jedes Modell, das eine Instanz ausführen kann, gehört ins Image, solange sein Download ins Zeitlimit des Builds passt und das Image – das Modell neben PyTorch und deinen übrigen Abhängigkeiten – die Größengrenze für Images einhält. Ohne Dockerfile liegt das Projekt beim Build und in der Instanz unter \`${runtimeImage.projectDir}\`, und eine Variable gilt für beide; richte den Cache der Bibliothek deshalb einmal ins Projekt, etwa \`HF_HOME=${runtimeImage.projectDir}/.cache/huggingface\` beim Hugging Face Hub oder \`XDG_CACHE_HOME=${runtimeImage.projectDir}/.cache\` bei Bibliotheken, die sich danach richten: Der Build lädt das Modell dorthin herunter, und jede Instanz liest es beim Start aus dem Image, ohne Download. Auch pip richtet sich nach \`XDG_CACHE_HOME\`, und der Standard-Build-Befehl behält seinen Cache: Ist die Variable gesetzt, gib dem Dienst den Build-Befehl \`pip install --no-cache-dir -r requirements.txt\`, sonst landen die heruntergeladenen Pakete ein zweites Mal im Image. Ein Cache in \`${runtimeImage.tmpDir}\` ist nicht im Image: Jede Instanz, die startet, lädt das Modell erneut in ihren temporären Speicher, und der Download zählt zur Wartezeit des Health-Checks. Ein Modell, das größer ist als der Arbeitsspeicher der größten Instanzgröße, läuft auf keiner Instanz: Ruf dafür einen externen Inferenzdienst auf.`,
    ja: `インスタンスで実行できるモデルは、ダウンロードがビルドの制限時間内に終わり、PyTorch やその他の依存関係と合わせたイメージがイメージサイズの上限に収まる限り、すべてイメージに含めます。Dockerfile を使わない場合、プロジェクトはビルド中もインスタンス上も \`${runtimeImage.projectDir}\` にあり、変数は両方に適用されます。そのため、ライブラリのキャッシュの場所をプロジェクト内に一度指定するだけで済みます。たとえば Hugging Face Hub では \`HF_HOME=${runtimeImage.projectDir}/.cache/huggingface\`、\`XDG_CACHE_HOME\` に従うライブラリでは \`XDG_CACHE_HOME=${runtimeImage.projectDir}/.cache\` とします。ビルドがモデルをそこにダウンロードし、各インスタンスは起動時にダウンロードせずにイメージから読み込みます。pip も \`XDG_CACHE_HOME\` に従い、デフォルトのビルドコマンドでは pip のキャッシュが残ります。この変数を設定した場合は、サービスのビルドコマンドを \`pip install --no-cache-dir -r requirements.txt\` にしてください。そうしないと、ダウンロードしたパッケージがもう一度イメージに入ります。\`${runtimeImage.tmpDir}\` にあるキャッシュはイメージに含まれません。起動するインスタンスごとにモデルが一時領域へ改めてダウンロードされ、そのダウンロードもヘルスチェックの待ち時間に含まれます。最大のインスタンスサイズのメモリより大きなモデルはインスタンスでは実行できないため、外部の推論サービスを利用してください。`,
    ko: `인스턴스에서 실행할 모델은 다운로드가 빌드 제한 시간 안에 끝나고, PyTorch와 그 밖의 종속성을 합친 이미지가 이미지 크기 한도를 넘지 않는 한 모두 이미지에 포함하세요. Dockerfile 없이 빌드하면 프로젝트는 빌드 중에도 인스턴스에서도 \`${runtimeImage.projectDir}\`에 있고 변수는 양쪽에 모두 적용되므로, 라이브러리의 캐시 위치를 프로젝트 안으로 한 번만 지정하면 됩니다. 예를 들어 Hugging Face Hub는 \`HF_HOME=${runtimeImage.projectDir}/.cache/huggingface\`, \`XDG_CACHE_HOME\`을 따르는 라이브러리는 \`XDG_CACHE_HOME=${runtimeImage.projectDir}/.cache\`로 지정합니다. 빌드가 모델을 그곳에 다운로드하고, 각 인스턴스는 시작할 때 다운로드 없이 이미지에서 모델을 읽습니다. pip도 \`XDG_CACHE_HOME\`을 따르며 기본 빌드 명령은 pip의 캐시를 남깁니다. 이 변수를 지정했다면 서비스의 빌드 명령을 \`pip install --no-cache-dir -r requirements.txt\`로 설정하세요. 그러지 않으면 다운로드한 패키지가 이미지에 한 번 더 들어갑니다. \`${runtimeImage.tmpDir}\`에 있는 캐시는 이미지에 포함되지 않습니다. 시작하는 인스턴스마다 모델을 임시 공간에 다시 다운로드하며, 그 다운로드 시간도 상태 확인의 대기 시간에 포함됩니다. 가장 큰 인스턴스 크기의 메모리보다 큰 모델은 인스턴스에서 실행할 수 없으므로 외부 추론 서비스를 이용하세요.`,
  },
  /**
   * A service's address before any custom domain: its name, made unique across the platform
   * (names are unique only within a project). The overview and the custom-domain page render it.
   */
  defaultHostname: {
    en: `Every service with **Public networking** on is reachable at a hostname under \`${networking.defaultDomainSuffix}\` right after its first deployment: its name, such as \`api.${networking.defaultDomainSuffix}\`, or, where another project took that name first, the name with a short suffix, such as \`api-x7k2.${networking.defaultDomainSuffix}\`. The service's page shows the address at the top; where these pages write \`<service>.${networking.defaultDomainSuffix}\`, they mean it, so use it as it is shown, for example in a framework's list of allowed hosts.`,
    de: `Jeder Dienst, bei dem **Öffentlich erreichbar** eingeschaltet ist, ist direkt nach seinem ersten Deployment unter einem Hostnamen unter \`${networking.defaultDomainSuffix}\` erreichbar: seinem Namen, etwa \`api.${networking.defaultDomainSuffix}\`, oder, wenn ein anderes Projekt diesen Namen schon vergeben hat, dem Namen mit einem kurzen Zusatz, etwa \`api-x7k2.${networking.defaultDomainSuffix}\`. Die Seite des Dienstes zeigt die Adresse ganz oben; wo diese Dokumentation \`<service>.${networking.defaultDomainSuffix}\` schreibt, ist sie gemeint. Übernimm sie also so, wie sie dort steht, etwa in die Liste der erlaubten Hosts deines Frameworks.`,
    ja: `**パブリックネットワーク**を有効にしたサービスは、最初のデプロイの直後から \`${networking.defaultDomainSuffix}\` 配下のホスト名でアクセスできます。ホスト名はサービスの名前（例: \`api.${networking.defaultDomainSuffix}\`）で、同じ名前を別のプロジェクトが先に使っている場合は、名前の後に短い文字列が付きます（例: \`api-x7k2.${networking.defaultDomainSuffix}\`）。アドレスはサービスのページの上部に表示されます。このドキュメントで \`<service>.${networking.defaultDomainSuffix}\` と書いている箇所はこのアドレスを指すので、フレームワークの許可ホストの一覧などには表示どおりに指定してください。`,
    ko: `**공개 네트워킹**이 켜진 서비스는 첫 배포 직후부터 \`${networking.defaultDomainSuffix}\` 아래의 호스트 이름으로 접속할 수 있습니다. 호스트 이름은 서비스 이름(예: \`api.${networking.defaultDomainSuffix}\`)이며, 다른 프로젝트가 같은 이름을 먼저 사용하고 있으면 이름 뒤에 짧은 문자열이 붙습니다(예: \`api-x7k2.${networking.defaultDomainSuffix}\`). 이 주소는 서비스 페이지 상단에 표시됩니다. 이 문서에서 \`<service>.${networking.defaultDomainSuffix}\`라고 쓴 곳은 이 주소를 가리키므로, 프레임워크의 허용 호스트 목록 등에는 표시된 그대로 지정하세요.`,
  },
  /** What the limits on a service's variables count; the limits page and the services page render it. */
  variableLimitsCountAll: {
    en: `The limits on a service's environment variables count every one of its variables, those the platform sets included (\`${environmentVariables.port}\`, the \`NUBIVA_*\` variables and the URLs of attached databases), so somewhat fewer remain for your own.`,
    de: `Die Limits für Umgebungsvariablen zählen jede Variable eines Dienstes, auch die, die die Plattform setzt (\`${environmentVariables.port}\`, die \`NUBIVA_*\`-Variablen und die URLs verknüpfter Datenbanken); für deine eigenen bleiben also etwas weniger.`,
    ja: `環境変数の上限には、プラットフォームが設定する変数（\`${environmentVariables.port}\`、\`NUBIVA_*\` の変数、アタッチしたデータベースの URL）も含め、サービスのすべての変数が数えられます。そのため、自分で追加できる数はその分少なくなります。`,
    ko: `환경 변수 한도에는 플랫폼이 설정하는 변수(\`${environmentVariables.port}\`, \`NUBIVA_*\` 변수, 연결된 데이터베이스의 URL)를 포함해 서비스의 모든 변수가 포함됩니다. 따라서 직접 추가할 수 있는 변수는 그만큼 줄어듭니다.`,
  },
  /** Where queues live; the Redis page and the async page render it. */
  queuesNeedNoEviction: {
    en: `Queues need a Redis instance of their own with the eviction policy \`${redis.evictionPolicies.queues}\`: under the default, \`${redis.evictionPolicies.default}\`, a full instance evicts any key without an error, queued jobs included, while with \`${redis.evictionPolicies.queues}\` it rejects new writes with an error and loses nothing. Choose the policy in the instance's settings under **Eviction policy**, and keep caches on another instance with the default.`,
    de: `Warteschlangen brauchen eine eigene Redis-Instanz mit der Verdrängungsstrategie \`${redis.evictionPolicies.queues}\`: Mit dem Standard \`${redis.evictionPolicies.default}\` verdrängt eine volle Instanz beliebige Schlüssel ohne Fehlermeldung, wartende Jobs eingeschlossen; mit \`${redis.evictionPolicies.queues}\` weist sie neue Schreibvorgänge mit einem Fehler ab und verliert nichts. Wähle die Strategie in den Einstellungen der Instanz unter **Verdrängungsstrategie** und lass Caches auf einer anderen Instanz mit dem Standard.`,
    ja: `キューには、エビクションポリシーを \`${redis.evictionPolicies.queues}\` にした専用の Redis インスタンスが必要です。デフォルトの \`${redis.evictionPolicies.default}\` では、メモリがいっぱいになったインスタンスは、キュー内のジョブを含む任意のキーをエラーなしでエビクションします。\`${redis.evictionPolicies.queues}\` なら新しい書き込みをエラーで拒否し、データは失われません。ポリシーはインスタンスの設定の**エビクションポリシー**で選び、キャッシュはデフォルトのままの別のインスタンスに置いてください。`,
    ko: `큐에는 제거 정책이 \`${redis.evictionPolicies.queues}\`인 별도의 Redis 인스턴스가 필요합니다. 기본값인 \`${redis.evictionPolicies.default}\`에서는 메모리가 가득 찬 인스턴스가 큐에 들어 있는 작업을 포함해 아무 키나 오류 없이 제거합니다. \`${redis.evictionPolicies.queues}\`이면 새 쓰기를 오류와 함께 거부하므로 데이터를 잃지 않습니다. 정책은 인스턴스 설정의 **제거 정책**에서 선택하고, 캐시는 기본값을 쓰는 다른 인스턴스에 두세요.`,
  },
  /** Work longer than a request: the async page renders it; the audio and video examples link there. */
  longWorkInQueueWorker: {
    en: "Work that takes longer than a request may run goes into a queue: the request stores the input and enqueues a job, a persistent worker service does the work, with no time limit from the platform as long as its instance runs, and the client fetches the result later. The worker cannot read the scratch space of the instance that took the request, so the input goes where both reach it: small files into Redis or Postgres, larger ones into another provider's object storage.",
    de: 'Arbeit, die länger dauert, als eine Anfrage laufen darf, gehört in eine Warteschlange: Die Anfrage speichert die Eingabe und reiht einen Job ein, ein persistenter Worker-Dienst erledigt die Arbeit ohne Zeitlimit der Plattform, solange seine Instanz läuft, und der Client holt das Ergebnis später ab. Den temporären Speicher der Instanz, die die Anfrage angenommen hat, kann der Worker nicht lesen; die Eingabe gehört deshalb dorthin, wo beide sie erreichen: kleine Dateien in Redis oder Postgres, größere in den Objektspeicher eines anderen Anbieters.',
    ja: 'リクエストの制限時間を超える処理はキューに入れます。リクエストでは入力を保存してジョブをキューに追加し、常時稼働のワーカーサービスが処理を行い（インスタンスが動いている間はプラットフォームの時間制限はありません）、クライアントは結果を後から取得します。ワーカーはリクエストを受け付けたインスタンスの一時領域を読めないため、入力は両方から届く場所に保存します。小さなファイルは Redis や Postgres に、大きなファイルは外部のオブジェクトストレージに置いてください。',
    ko: '요청 제한 시간보다 오래 걸리는 작업은 큐에 넣습니다. 요청에서는 입력을 저장하고 작업을 큐에 추가하며, 상시 실행 워커 서비스가 작업을 처리하고(인스턴스가 실행되는 동안에는 플랫폼이 정한 제한 시간이 없습니다), 클라이언트는 나중에 결과를 가져갑니다. 워커는 요청을 받은 인스턴스의 임시 공간을 읽을 수 없으므로, 입력은 양쪽에서 접근할 수 있는 곳에 저장합니다. 작은 파일은 Redis나 Postgres에, 큰 파일은 다른 제공업체의 객체 스토리지에 두세요.',
  },
  /** Which job runs the platform retries; the async and limits pages render it. */
  jobRunRetries: {
    en: 'A job run that fails, with a non-zero exit code or by running past the time limit, is retried only when it belongs to a scheduled job. A one-off job run is not retried: it ends as failed, and you start it again yourself once you know how far it got. Workers that take jobs from a queue are ordinary services without these limits; the queue library retries their jobs.',
    de: 'Ein Job-Lauf, der fehlschlägt, mit einem Exit-Code ungleich null oder weil er das Zeitlimit überschreitet, wird nur wiederholt, wenn er zu einem geplanten Job gehört. Ein einmaliger Job-Lauf wird nicht wiederholt: Er endet als fehlgeschlagen, und du startest ihn selbst neu, sobald du weißt, wie weit er gekommen ist. Worker, die Jobs aus einer Warteschlange holen, sind gewöhnliche Dienste ohne diese Limits; ihre Jobs wiederholt die Bibliothek der Warteschlange.',
    ja: 'ジョブの実行が失敗した場合（終了コードが 0 以外の場合や制限時間を超えた場合）、再試行されるのは定期ジョブの実行だけです。単発のジョブ実行は再試行されず、失敗として終了します。どこまで処理が進んだかを確認してから、自分で再度開始してください。キューからジョブを取り出すワーカーはこれらの制限のない通常のサービスで、ジョブの再試行はキューのライブラリが行います。',
    ko: '작업 실행이 실패하면(종료 코드가 0이 아니거나 제한 시간을 넘긴 경우) 예약 작업의 실행만 재시도됩니다. 일회성 작업 실행은 재시도되지 않고 실패로 끝나므로, 어디까지 진행되었는지 확인한 뒤 직접 다시 시작하세요. 큐에서 작업을 가져오는 워커는 이러한 제한이 없는 일반 서비스이며, 작업 재시도는 큐 라이브러리가 담당합니다.',
  },
  /**
   * How a serverless instance is billed. Between requests it gets no CPU time, so its vCPU is
   * not billed then; its memory is, until it scales to zero. The pages render the idle time
   * (serviceModes.serverless.scaleToZeroAfterSeconds) beside it: the overview's pricing and the
   * terms; the service modes page links to the overview.
   */
  serverlessBilling: {
    en: 'A serverless instance is billed per second from its start until it stops: its memory for the whole time, its vCPU only for the seconds in which it starts or handles requests, because between requests it gets no CPU time. After the last request it keeps running, with its memory billed, until the service scales to zero; from then on the service costs nothing until the next request.',
    de: 'Eine Serverless-Instanz wird sekundengenau von ihrem Start bis zu ihrem Stopp abgerechnet: ihr Arbeitsspeicher für die ganze Zeit, ihre vCPU nur für die Sekunden, in denen sie startet oder Anfragen bearbeitet, denn zwischen den Anfragen bekommt sie keine CPU-Zeit. Nach der letzten Anfrage läuft sie weiter, und ihr Arbeitsspeicher wird berechnet, bis der Dienst auf null skaliert; von da an kostet der Dienst bis zur nächsten Anfrage nichts.',
    ja: 'サーバーレスのインスタンスは、起動から停止まで秒単位で課金されます。メモリはその全時間、vCPU は起動中とリクエストの処理中の秒数だけが課金の対象です。リクエストとリクエストの間は、インスタンスに CPU 時間が割り当てられないためです。最後のリクエストの後も、サービスがゼロまでスケールするまではインスタンスが動き続け、その間はメモリが課金されます。ゼロまでスケールした後は、次のリクエストまで料金は発生しません。',
    ko: '서버리스 인스턴스는 시작부터 중지까지 초 단위로 과금됩니다. 메모리는 그 전체 시간에 대해, vCPU는 인스턴스가 시작하거나 요청을 처리하는 시간에 대해서만 과금됩니다. 요청과 요청 사이에는 인스턴스에 CPU 시간이 할당되지 않기 때문입니다. 마지막 요청 후에도 서비스가 0으로 축소될 때까지 인스턴스는 계속 실행되며, 그동안 메모리 요금이 부과됩니다. 0으로 축소된 뒤에는 다음 요청이 올 때까지 요금이 발생하지 않습니다.',
  },
  /**
   * Instance time, whatever it is for: requests, previews, job runs and the pre-deploy command
   * are all billed at the instance's size. The overview's pricing and the terms render it beside
   * serverlessBilling; the job and pre-deploy sections link there.
   */
  instanceBilling: {
    en: 'Every instance is billed per second at its size, whatever it runs for: the requests of a service or of its previews, a job run, or the pre-deploy command of a deployment. A persistent instance is billed for its vCPU and memory for as long as it runs; so is an instance that runs a job or the pre-deploy command, in a serverless service too, from its start until the command exits.',
    de: 'Jede Instanz wird sekundengenau nach ihrer Größe abgerechnet, wofür sie auch läuft: für die Anfragen eines Dienstes oder seiner Vorschauen, für einen Job-Lauf oder für den Pre-Deploy-Befehl eines Deployments. Eine persistente Instanz wird mit vCPU und Arbeitsspeicher berechnet, solange sie läuft; ebenso eine Instanz, die einen Job oder den Pre-Deploy-Befehl ausführt, auch in einem Serverless-Dienst, von ihrem Start, bis der Befehl endet.',
    ja: 'インスタンスは、何のために動いているかにかかわらず、そのサイズに応じて秒単位で課金されます。サービスやそのプレビューへのリクエストの処理、ジョブの実行、デプロイ前コマンドの実行のいずれも同じです。常時稼働のインスタンスは、動いている間ずっと vCPU とメモリが課金されます。ジョブやデプロイ前コマンドを実行するインスタンスも、サーバーレスサービスの場合を含め、起動からコマンドが終了するまで vCPU とメモリが課金されます。',
    ko: '인스턴스는 무엇을 위해 실행되든 그 크기에 따라 초 단위로 과금됩니다. 서비스나 미리 보기의 요청 처리, 작업 실행, 배포의 배포 전 명령 모두 마찬가지입니다. 상시 실행 인스턴스는 실행되는 동안 vCPU와 메모리가 계속 과금됩니다. 작업이나 배포 전 명령을 실행하는 인스턴스도 서버리스 서비스를 포함해 시작부터 명령이 끝날 때까지 vCPU와 메모리가 과금됩니다.',
  },
  /**
   * Which traffic and which requests are billed: only requests the edge passes to an instance;
   * outbound traffic is what goes to the internet, responses to users in the region's own country
   * included, since "within the region" reads as a place; what stays between the services and
   * databases of a project in one region is free. The overview's pricing and the
   * terms render it; the private network and the databases' outside access link there.
   */
  trafficBilling: {
    en: "The request price counts the requests the edge passes to your services and their previews, and inbound traffic is free. Outbound traffic to the internet is billed: the responses to your users, wherever they are, users in the country of your service's region included, and the calls your services make to outside services. Traffic between the services and databases of a project in one region is free: calls between its services on the private network count neither as requests nor as outbound traffic, and neither does traffic between a service and its databases. Data a database sends out, such as a `pg_dump` to your own computer, is outbound traffic too and costs the same per GiB as a service's.",
    de: 'Als Anfragen zählen die, die das Edge-Netzwerk an deine Dienste und ihre Vorschauen weitergibt; eingehender Datenverkehr ist kostenlos. Berechnet wird der ausgehende Datenverkehr ins Internet: die Antworten an deine Nutzerinnen und Nutzer, wo auch immer sie sind, auch im Land der Region deines Dienstes, und die Aufrufe deiner Dienste bei externen Diensten. Kostenlos ist der Datenverkehr zwischen den Diensten und Datenbanken eines Projekts in einer Region: Aufrufe zwischen seinen Diensten im privaten Netz zählen weder als Anfragen noch als ausgehender Datenverkehr, und ebenso wenig der Datenverkehr zwischen einem Dienst und seinen Datenbanken. Auch was eine Datenbank nach außen sendet, etwa ein `pg_dump` auf deinen eigenen Rechner, ist ausgehender Datenverkehr und kostet pro GiB so viel wie bei einem Dienst.',
    ja: 'リクエストの料金の対象は、エッジがサービスとそのプレビューに渡したリクエストです。受信トラフィックは無料です。インターネットへの送信トラフィックは課金の対象です。ユーザーへのレスポンスは、ユーザーがどこにいても（サービスのリージョンと同じ国のユーザーでも）送信トラフィックで、サービスから外部のサービスを呼び出すトラフィックも同様です。同じリージョンにある 1 つのプロジェクトのサービスとデータベースの間のトラフィックは無料です。サービス同士がプライベートネットワークで行う呼び出しは、リクエストにも送信トラフィックにも数えられず、サービスとそのデータベースの間のトラフィックも同様です。データベースが外部へ送るデータ（自分のコンピューターで実行する `pg_dump` など）も送信トラフィックで、サービスと同じ 1 GiB あたりの料金がかかります。',
    ko: '요청 요금은 엣지가 서비스와 그 미리 보기로 전달한 요청에 부과되며, 인바운드 트래픽은 무료입니다. 인터넷으로 나가는 아웃바운드 트래픽은 과금됩니다. 사용자가 어디에 있든(서비스 리전과 같은 국가의 사용자 포함) 사용자에게 보내는 응답과, 서비스가 외부 서비스를 호출하는 트래픽이 여기에 해당합니다. 한 리전에 있는 프로젝트의 서비스와 데이터베이스 사이의 트래픽은 무료입니다. 서비스끼리 사설 네트워크에서 주고받는 호출은 요청으로도 아웃바운드 트래픽으로도 집계되지 않으며, 서비스와 그 데이터베이스 사이의 트래픽도 마찬가지입니다. 데이터베이스가 외부로 보내는 데이터(자신의 컴퓨터에서 실행하는 `pg_dump` 등)도 아웃바운드 트래픽이며, 서비스와 같은 1 GiB당 요금이 부과됩니다.',
  },
  /**
   * When planned maintenance restarts a database, and the exception the terms ("Our services")
   * make for urgent security fixes, so that a page promising notice never drops it. The Postgres
   * and Redis pages render it (the Redis page beside what a restart loses); the terms state the
   * clause for services and databases themselves.
   */
  databaseMaintenanceNotice: {
    en: `Planned maintenance that restarts a database, such as a minor version update of Postgres or a maintenance update of Redis, is [announced](/term#services) at least ${formatDuration(legal.maintenanceNoticeDays, 'day', 'en')} ahead by email and on the status page; an urgent fix for a security vulnerability may restart the database without notice.`,
    de: `Geplante Wartungen, bei denen eine Datenbank neu startet, etwa das Update auf eine neue Nebenversion von Postgres oder ein Wartungsupdate von Redis, [kündigen wir](/term#services) mindestens ${formatDuration(legal.maintenanceNoticeDays, 'day', 'de')} vorher per E-Mail und auf der Statusseite an; eine dringende Behebung einer Sicherheitslücke kann die Datenbank ohne Vorankündigung neu starten.`,
    ja: `Postgres のマイナーバージョンの更新や Redis のメンテナンス更新など、データベースが再起動する計画メンテナンスは、少なくとも ${formatDuration(legal.maintenanceNoticeDays, 'day', 'ja')}前までにメールとステータスページで[お知らせします](/term#services)。ただし、緊急のセキュリティ修正では、事前の告知なしにデータベースが再起動することがあります。`,
    ko: `Postgres 마이너 버전 업데이트나 Redis 유지 관리 업데이트처럼 데이터베이스가 다시 시작되는 계획된 유지 관리는 최소 ${formatDuration(legal.maintenanceNoticeDays, 'day', 'ko')} 전에 이메일과 상태 페이지로 [공지합니다](/term#services). 다만 긴급한 보안 수정은 사전 공지 없이 데이터베이스를 다시 시작할 수 있습니다.`,
  },
  /**
   * What a Redis restart loses. The Redis page renders it with the snapshot interval
   * (redis.snapshotIntervalHours), the async page where it recommends queues on Redis.
   */
  redisLosesWritesSinceSnapshot: {
    en: 'Redis keeps its data in memory and writes it to disk only as snapshots: whenever the instance restarts, after a plan change, a maintenance update by the platform or a failure of its host, it comes back with the latest snapshot, and every write since then is lost. A cache fills up again by itself, but sessions created since the snapshot are gone, so those users have to sign in again, and a queue loses the jobs enqueued since the snapshot.',
    de: 'Redis hält seine Daten im Arbeitsspeicher und schreibt sie nur als Snapshots auf die Festplatte: Startet die Instanz neu, nach einem Tarifwechsel, einem Wartungsupdate der Plattform oder dem Ausfall ihres Hosts, kommt sie mit dem letzten Snapshot zurück, und alle Schreibvorgänge seitdem sind verloren. Ein Cache füllt sich von selbst wieder, aber seit dem Snapshot angelegte Sessions sind weg, sodass sich die Betroffenen neu anmelden müssen, und eine Warteschlange verliert die seit dem Snapshot eingereihten Jobs.',
    ja: 'Redis はデータをメモリに保持し、ディスクにはスナップショットとしてのみ書き込みます。プランの変更、プラットフォームによるメンテナンスのための更新、ホストの障害などでインスタンスが再起動すると、最新のスナップショットから復元され、それ以降の書き込みはすべて失われます。キャッシュは自然に元に戻りますが、スナップショット以降に作成されたセッションは失われ、そのユーザーはもう一度ログインする必要があります。キューからは、スナップショット以降に追加されたジョブが失われます。',
    ko: 'Redis는 데이터를 메모리에 보관하고 디스크에는 스냅샷으로만 기록합니다. 플랜 변경, 플랫폼의 유지 관리 업데이트, 호스트 장애 등으로 인스턴스가 다시 시작되면 최신 스냅샷으로 돌아오며, 그 이후의 쓰기는 모두 유실됩니다. 캐시는 저절로 다시 채워지지만, 스냅샷 이후에 만들어진 세션은 사라지므로 해당 사용자는 다시 로그인해야 하고, 큐는 스냅샷 이후에 추가된 작업을 잃습니다.',
  },
  /**
   * Which databases a service reaches; the services page renders it under its regions, and the
   * overview, Postgres, Redis and troubleshooting pages say it in a clause and link there.
   */
  databasesInServiceRegion: {
    en: 'A service reaches only the databases of its own project in its own region, and only those can be attached to it: a database in another region or project refuses its connections. Create each database in the region of the services that use it.',
    de: 'Ein Dienst erreicht nur die Datenbanken seines eigenen Projekts in seiner eigenen Region, und nur diese lassen sich mit ihm verknüpfen: Eine Datenbank in einer anderen Region oder einem anderen Projekt lehnt seine Verbindungen ab. Lege jede Datenbank deshalb in der Region der Dienste an, die sie nutzen.',
    ja: 'サービスから接続できるのは、同じプロジェクトの同じリージョンにあるデータベースだけで、サービスにアタッチできるのもそれらに限られます。別のリージョンや別のプロジェクトのデータベースは、そのサービスからの接続を拒否します。データベースは、それを使うサービスと同じリージョンに作成してください。',
    ko: '서비스는 같은 프로젝트의 같은 리전에 있는 데이터베이스에만 접속할 수 있으며, 서비스에 연결할 수 있는 것도 그 데이터베이스뿐입니다. 다른 리전이나 다른 프로젝트의 데이터베이스는 그 서비스의 접속을 거부합니다. 데이터베이스는 이를 사용하는 서비스와 같은 리전에 만드세요.',
  },
  /**
   * How a database is reached from outside its project (psql, pg_dump and redis-cli on your
   * own computer, a move to another region or plan, the export the terms promise). The
   * Postgres and Redis pages render it; the others link there.
   */
  databaseOutsideAccess: {
    en: "A Postgres or Redis database accepts connections from outside its project only from the addresses you allow: open the database, choose **Settings → Network → Allowed addresses** and add an IP address (IPv4 or IPv6) or a range in CIDR notation. From an allowed address, connect with the same connection string the services get, with its host and port, for example to run `psql`, `pg_dump` or `redis-cli` on your own computer; the connection must use TLS, as `sslmode=require` and the `rediss://` scheme in the connection strings ask for, or the database refuses it. Anyone at an allowed address can try the database's password, so allow only fixed addresses you control, never the whole internet, and remove an address once you no longer need it. Services of another project or region have no fixed address, so no allowed address covers them; previews have none either, and only a database attached to previews accepts their connections ([Previews](/service/continuous-deployments#branches)).",
    de: 'Eine Postgres- oder Redis-Datenbank nimmt Verbindungen von außerhalb ihres Projekts nur von Adressen an, die du freigibst: Öffne die Datenbank, wähle **Einstellungen → Netzwerk → Erlaubte Adressen** und füge eine IP-Adresse (IPv4 oder IPv6) oder einen Bereich in CIDR-Schreibweise hinzu. Von einer freigegebenen Adresse aus verbindest du dich mit derselben Verbindungs-URL, die die Dienste bekommen, mit ihrem Host und Port, etwa um `psql`, `pg_dump` oder `redis-cli` auf deinem eigenen Rechner auszuführen; die Verbindung muss TLS verwenden, wie es `sslmode=require` und das Schema `rediss://` in den Verbindungs-URLs verlangen, sonst lehnt die Datenbank sie ab. Von jeder freigegebenen Adresse aus lässt sich das Passwort der Datenbank durchprobieren: Gib deshalb nur feste Adressen frei, die du kontrollierst, nie das ganze Internet, und entferne eine Adresse, sobald du sie nicht mehr brauchst. Dienste eines anderen Projekts oder einer anderen Region haben keine feste Adresse, also deckt keine Freigabe sie ab; Vorschauen haben auch keine, und nur eine Datenbank, die mit Vorschauen verknüpft ist, nimmt ihre Verbindungen an ([Vorschauen](/service/continuous-deployments#branches)).',
    ja: 'Postgres と Redis のデータベースは、プロジェクトの外からの接続を、許可したアドレスからのものだけ受け付けます。データベースを開き、**設定 → ネットワーク → 許可するアドレス**で IP アドレス（IPv4 または IPv6）か CIDR 表記の範囲を追加してください。許可したアドレスからは、サービスに渡されるものと同じ接続文字列（同じホストとポート）で接続できます。たとえば自分のコンピューターで `psql`、`pg_dump`、`redis-cli` を実行できます。接続には、接続文字列の `sslmode=require` と `rediss://` スキームが示すとおり TLS が必要で、TLS を使わない接続は拒否されます。許可したアドレスからはデータベースのパスワードを試せるため、許可するのは自分で管理している固定アドレスだけにし、インターネット全体を許可せず、不要になったアドレスは削除してください。別のプロジェクトや別のリージョンのサービスには固定アドレスがないため、アドレスを許可しても接続できるようにはなりません。プレビューにも固定アドレスはなく、プレビューからの接続を受け付けるのはプレビューにアタッチしたデータベースだけです（[プレビュー](/service/continuous-deployments#branches)）。',
    ko: 'Postgres와 Redis 데이터베이스는 프로젝트 외부에서 오는 연결을 허용한 주소에서 온 것만 받습니다. 데이터베이스를 열고 **설정 → 네트워크 → 허용 주소**에서 IP 주소(IPv4 또는 IPv6)나 CIDR 표기의 범위를 추가하세요. 허용한 주소에서는 서비스가 받는 것과 같은 연결 문자열(같은 호스트와 포트)로 접속합니다. 예를 들어 자신의 컴퓨터에서 `psql`, `pg_dump`, `redis-cli`를 실행할 수 있습니다. 연결 문자열의 `sslmode=require`와 `rediss://` 스킴이 요구하듯 연결에는 TLS가 필요하며, TLS를 쓰지 않는 연결은 거부됩니다. 허용한 주소에서는 누구나 데이터베이스의 비밀번호를 시도할 수 있으므로 직접 관리하는 고정 주소만 허용하고, 인터넷 전체를 허용하지 말며, 더 이상 필요 없는 주소는 삭제하세요. 다른 프로젝트나 다른 리전의 서비스에는 고정 주소가 없으므로 주소를 허용해도 접속할 수 없습니다. 미리 보기에도 고정 주소가 없으며, 미리 보기의 연결을 받는 것은 미리 보기에 연결한 데이터베이스뿐입니다([미리 보기](/service/continuous-deployments#branches)).',
  },
  /**
   * Which runtime version a build uses: the settings, then the project's own pin, then the
   * default (the runtime table renders the versions and defaults beside it). A Node.js range
   * that allows the default gets the default, so a new major version offered later does not
   * change a build by itself. The service page, the Python page and the Node.js examples render it.
   */
  runtimeVersionPrecedence: joinStatements(
    runtimeVersionSettings,
    nodeVersionPin,
    pythonVersionPin,
    {
      en: "A project without that field or file, and a build of any other runtime, gets the runtime's default version.",
      de: 'Ein Projekt ohne dieses Feld oder diese Datei und ein Build jeder anderen Runtime bekommen die Standardversion der Runtime.',
      ja: 'このフィールドやファイルがないプロジェクトと、その他のランタイムのビルドでは、ランタイムのデフォルトバージョンが使われます。',
      ko: '이 필드나 파일이 없는 프로젝트와 그 밖의 런타임 빌드는 런타임의 기본 버전을 사용합니다.',
    },
  ),
  /** What the runtime table offers, and what happens to a version whose support ends. */
  runtimeVersionSupport: {
    en: 'The table lists the versions their projects still support with security fixes. The Rust project patches only its latest release, so for Rust the table also keeps the previous release until the next one comes out. A version that leaves the table keeps running in the deployments that use it, but a build that can use no other version fails and names the offered versions in its log.',
    de: 'Die Tabelle nennt die Versionen, für die ihre Projekte noch Sicherheitsupdates veröffentlichen. Das Rust-Projekt versorgt nur seine neueste Version mit Updates, deshalb behält die Tabelle bei Rust auch die vorige, bis die nächste erscheint. Fällt eine Version aus der Tabelle, laufen Deployments mit ihr weiter, aber ein Build, der keine andere Version verwenden kann, schlägt fehl und nennt im Log die angebotenen Versionen.',
    ja: '表には、各ランタイムの開発元がまだセキュリティ修正を提供しているバージョンを載せています。Rust の開発元は最新のリリースにしか修正を提供しないため、Rust については直前のリリースも次のリリースが出るまで表に残します。表から外れたバージョンで動いているデプロイはそのまま動き続けますが、ほかのバージョンを使えないビルドは失敗し、提供中のバージョンをログに示します。',
    ko: '표에는 각 프로젝트가 아직 보안 수정을 제공하는 버전이 있습니다. Rust 프로젝트는 최신 릴리스에만 수정을 제공하므로, Rust는 직전 릴리스도 다음 릴리스가 나올 때까지 표에 남겨 둡니다. 표에서 빠진 버전으로 실행 중인 배포는 계속 실행되지만, 다른 버전을 사용할 수 없는 빌드는 실패하고 로그에 제공 버전을 표시합니다.',
  },

  /** The Node.js part of runtimeVersionPrecedence, for the Node.js examples. */
  nodeVersionPrecedence: joinStatements(runtimeVersionSettings, nodeVersionPin, {
    en: "A project without that field gets the runtime's default version.",
    de: 'Ein Projekt ohne dieses Feld bekommt die Standardversion der Runtime.',
    ja: 'このフィールドがないプロジェクトでは、ランタイムのデフォルトバージョンが使われます。',
    ko: '이 필드가 없는 프로젝트는 런타임의 기본 버전을 사용합니다.',
  }),
  /** The Python part of runtimeVersionPrecedence, for the Python examples. */
  pythonVersionPrecedence: joinStatements(runtimeVersionSettings, pythonVersionPin, {
    en: "A project without that file gets the runtime's default version.",
    de: 'Ein Projekt ohne diese Datei bekommt die Standardversion der Runtime.',
    ja: 'このファイルがないプロジェクトでは、ランタイムのデフォルトバージョンが使われます。',
    ko: '이 파일이 없는 프로젝트는 런타임의 기본 버전을 사용합니다.',
  }),
  /**
   * What a build runs without a build command of its own, and that a command that is set replaces
   * it; the service page, the Python page and the twelve-factor page render it.
   */
  defaultBuildCommands: joinStatements(
    nodeDefaultBuild,
    pythonDefaultBuild,
    ownBuildCommandReplaces,
  ),
  /** The Python part of defaultBuildCommands, for the Python examples. */
  pythonDefaultBuildCommands: joinStatements(pythonDefaultBuild, ownBuildCommandReplaces),
  /**
   * Where a Dockerfile build takes its files and variables from, and that the runtime images'
   * tools are not in its image; the service page renders it, and the pages that name the runtime
   * image's FFmpeg and Chromium link to it.
   */
  dockerfileBuild: {
    en: "A Dockerfile build uses the `Dockerfile` in the root of the service's source folder, with that folder as the build context; a `.dockerignore` there keeps files out of it. The service's environment variables reach the build as build arguments, but only those the `Dockerfile` declares with `ARG`. An `ARG` value stays readable in the image's history, so read a secret such as a token as a build secret instead, with `RUN --mount=type=secret,id=NAME`, where NAME is the variable's name. The image contains only what the `Dockerfile` puts into it: the system tools of the runtime images, such as FFmpeg and Chromium, are missing unless it installs them.",
    de: 'Ein Dockerfile-Build verwendet das `Dockerfile` im Quellordner des Dienstes und diesen Ordner als Build-Kontext; eine `.dockerignore` dort hält Dateien aus ihm heraus. Die Umgebungsvariablen des Dienstes erreichen den Build als Build-Argumente, aber nur die, die das `Dockerfile` mit `ARG` deklariert. Der Wert eines `ARG` bleibt in der Historie des Images lesbar; ein Secret wie ein Token liest du deshalb als Build-Secret, mit `RUN --mount=type=secret,id=NAME`, wobei NAME der Name der Variablen ist. Das Image enthält nur, was das `Dockerfile` hineinlegt: Die Systemwerkzeuge der Runtime-Images wie FFmpeg und Chromium fehlen, solange es sie nicht installiert.',
    ja: 'Dockerfile によるビルドでは、サービスのソースフォルダーのルートにある `Dockerfile` を使い、そのフォルダーをビルドコンテキストにします。そこに `.dockerignore` を置くと、ファイルをビルドコンテキストから除外できます。サービスの環境変数はビルド引数としてビルドに渡されますが、渡されるのは `Dockerfile` で `ARG` として宣言したものだけです。`ARG` の値はイメージの履歴に読める形で残るため、トークンなどのシークレットは `RUN --mount=type=secret,id=NAME` を使ってビルドシークレットとして読み込んでください。NAME には変数の名前を指定します。イメージに含まれるのは `Dockerfile` で追加したものだけです。FFmpeg や Chromium など、ランタイムイメージに含まれるシステムツールは、`Dockerfile` でインストールしない限り含まれません。',
    ko: 'Dockerfile 빌드는 서비스 소스 폴더 루트의 `Dockerfile`을 사용하며, 그 폴더를 빌드 컨텍스트로 삼습니다. 그곳에 `.dockerignore`를 두면 파일을 빌드 컨텍스트에서 제외할 수 있습니다. 서비스의 환경 변수는 빌드 인수로 빌드에 전달되지만, `Dockerfile`에서 `ARG`로 선언한 변수만 전달됩니다. `ARG` 값은 이미지 기록에 읽을 수 있는 상태로 남으므로, 토큰 같은 시크릿은 `RUN --mount=type=secret,id=NAME`을 사용해 빌드 시크릿으로 읽으세요. NAME에는 변수 이름을 넣습니다. 이미지에는 `Dockerfile`이 넣은 것만 들어 있습니다. FFmpeg이나 Chromium 같은 런타임 이미지의 시스템 도구는 `Dockerfile`에서 설치하지 않으면 포함되지 않습니다.',
  },
  /**
   * What keeps previews off production's data: the deployments, Postgres and Redis pages render it
   * where previews are switched on and where a database is attached.
   */
  previewsGetNoProductionData: {
    en: "A preview never gets the connection strings of the main service's databases and Redis instances, so code from a pull request nobody has merged yet cannot change production's data: create a separate database or Redis instance with test data in the region of the main service and choose **Attach to previews**, and the previews of the services you pick get its variables: they all share this one database. It accepts the connections of those previews, although previews have no fixed address, and of the addresses you allow. Until then a preview cannot reach any database or Redis instance. Variables you set yourself are copied to previews of branches in your repository, so override any of them that leads to production data, such as an API key, for previews.",
    de: 'Eine Vorschau bekommt nie die Verbindungs-URLs der Datenbanken und Redis-Instanzen des Hauptdienstes, damit Code aus einem noch nicht zusammengeführten Pull-Request die Produktionsdaten nicht verändern kann: Lege eine eigene Datenbank oder Redis-Instanz mit Testdaten in der Region des Hauptdienstes an und wähle **Mit Vorschauen verknüpfen**, dann bekommen die Vorschauen der gewählten Dienste ihre Variablen und teilen sich alle diese eine Datenbank. Sie nimmt die Verbindungen dieser Vorschauen an, obwohl Vorschauen keine feste Adresse haben, und die von Adressen, die du freigibst. Bis dahin erreicht eine Vorschau weder eine Datenbank noch eine Redis-Instanz. Deine eigenen Variablen werden in Vorschauen von Branches deines Repositorys kopiert; überschreibe deshalb für Vorschauen jede, die zu Produktionsdaten führt, etwa einen API-Schlüssel.',
    ja: 'プレビューには、メインのサービスのデータベースや Redis インスタンスの接続文字列は一切渡されません。まだマージされていないプルリクエストのコードが本番環境のデータを変更できないようにするためです。テストデータを入れた別のデータベースまたは Redis インスタンスをメインのサービスと同じリージョンに作成して**プレビューにアタッチ**を選ぶと、選んだサービスのプレビューにその変数が渡され、すべてのプレビューがこの 1 つのデータベースを共有します。プレビューには固定アドレスがありませんが、このデータベースはそれらのプレビューからの接続を、許可したアドレスからの接続と同様に受け付けます。それまでの間、プレビューはデータベースにも Redis インスタンスにも接続できません。自分で設定した変数はリポジトリ内のブランチのプレビューにコピーされるため、API キーなど本番環境のデータにつながる変数はプレビュー用に上書きしてください。',
    ko: '미리 보기는 기본 서비스의 데이터베이스와 Redis 인스턴스의 연결 문자열을 절대 받지 않습니다. 아직 병합되지 않은 풀 리퀘스트의 코드가 프로덕션 데이터를 변경하지 못하게 하기 위해서입니다. 테스트 데이터를 담은 별도의 데이터베이스나 Redis 인스턴스를 기본 서비스와 같은 리전에 만들고 **미리 보기에 연결**을 선택하면, 고른 서비스의 미리 보기가 그 변수를 받으며 모든 미리 보기가 이 데이터베이스 하나를 함께 씁니다. 미리 보기에는 고정 주소가 없지만, 이 데이터베이스는 허용한 주소에서 오는 연결과 함께 그 미리 보기의 연결도 받습니다. 그전까지 미리 보기는 데이터베이스에도 Redis 인스턴스에도 접속할 수 없습니다. 직접 설정한 변수는 리포지토리 안의 브랜치에 대한 미리 보기에 복사되므로, API 키처럼 프로덕션 데이터로 이어지는 변수는 미리 보기용으로 재정의하세요.',
  },
  /** Why a service that needs a secret fails as a fork's preview; the deployments page renders it, the examples that need a secret link there. */
  forkPreviewsGetNoSecrets: {
    en: 'Unless **Share variables with fork previews** is turned on under **Settings → Build**, a preview of a pull request from a fork gets none of your variables, so a service that refuses to start without a secret of yours never passes its health check there, and the preview fails. That is intended: review the pull request and bring its commits into a branch of your repository, whose preview gets your variables.',
    de: 'Solange unter **Einstellungen → Build** die Option **Variablen mit Vorschauen aus Forks teilen** ausgeschaltet ist, bekommt die Vorschau eines Pull-Requests aus einem Fork keine deiner Variablen: Ein Dienst, der ohne eines deiner Secrets nicht startet, besteht dort den Health-Check nie, und die Vorschau schlägt fehl. Das ist gewollt: Prüfe den Pull-Request und übernimm seine Commits in einen Branch deines Repositorys, dessen Vorschau deine Variablen bekommt.',
    ja: '**設定 → ビルド**で**フォークのプレビューと変数を共有**がオフになっている間は、フォークからのプルリクエストのプレビューには、自分で設定した変数が一切渡されません。そのため、自分で設定したシークレットがないと起動しないサービスは、そこではヘルスチェックに合格せず、プレビューは失敗します。これは意図した動作です。プルリクエストをレビューし、そのコミットをリポジトリ内のブランチに取り込んでください。そのブランチのプレビューには変数が渡されます。',
    ko: '**설정 → 빌드**에서 **포크 미리 보기와 변수 공유**가 꺼져 있는 동안에는 포크에서 온 풀 리퀘스트의 미리 보기가 직접 설정한 변수를 하나도 받지 않습니다. 그래서 직접 설정한 시크릿 없이는 시작하지 않는 서비스는 그곳에서 상태 확인을 통과하지 못하고 미리 보기는 실패합니다. 이는 의도된 동작입니다. 풀 리퀘스트를 검토한 뒤 그 커밋을 리포지토리 안의 브랜치로 가져오세요. 그 브랜치의 미리 보기는 변수를 받습니다.',
  },
  noWildcardDomains: {
    en: 'A custom domain cannot be a wildcard such as `*.example.com`: add every hostname to its service on its own, and each gets its own certificate.',
    de: 'Eine eigene Domain kann keine Wildcard wie `*.example.com` sein: Füge jeden Hostnamen einzeln zu seinem Dienst hinzu; jeder bekommt sein eigenes Zertifikat.',
    ja: 'カスタムドメインに `*.example.com` のようなワイルドカードは使えません。ホスト名は 1 つずつサービスに追加してください。ホスト名ごとに証明書が発行されます。',
    ko: '사용자 지정 도메인으로 `*.example.com` 같은 와일드카드는 쓸 수 없습니다. 호스트 이름을 하나씩 서비스에 추가하세요. 호스트 이름마다 별도의 인증서가 발급됩니다.',
  },
  noSharedVariableGroups: {
    en: 'Environment variables belong to one service, and there are no groups of variables shared by several services: set a shared value in every service that needs it, and attach a database to every service that uses it.',
    de: 'Umgebungsvariablen gehören zu genau einem Dienst; Gruppen von Variablen, die sich mehrere Dienste teilen, gibt es nicht: Setze einen gemeinsamen Wert in jedem Dienst, der ihn braucht, und verknüpfe eine Datenbank mit jedem Dienst, der sie nutzt.',
    ja: '環境変数はサービスごとに設定するもので、複数のサービスで共有する変数グループはありません。共通の値は必要なサービスそれぞれに設定し、データベースは使用するサービスそれぞれにアタッチしてください。',
    ko: '환경 변수는 서비스마다 설정하며, 여러 서비스가 공유하는 변수 그룹은 없습니다. 공통 값은 필요한 서비스마다 설정하고, 데이터베이스는 사용하는 서비스마다 연결하세요.',
  },
  /**
   * Moving to another region, in the order that keeps the data safe and the domain reachable; the
   * services page and the overview's table render it, the quick start links there, and the domain
   * page has the records.
   */
  oneRegionPerService: {
    en: "A service or database runs in the one region you chose when you created it: a service does not run in several regions at once, and neither a service nor a database can be moved to another region later. To serve from another region or to move there, create the databases in that region and fill them from an [allowed address](/postgresql#outside-access) before any service uses them: Postgres with `pg_dump` and `pg_restore`; a new Redis instance starts empty, so copy the keys you need with a Redis client, or let a cache fill again. Then create the service there, and move your custom domain to the new service last: a domain's DNS records point to the edge of its service's region, so change them to the values the dashboard shows for the new service (see [Custom domains](/service/domain#add)).",
    de: 'Ein Dienst oder eine Datenbank läuft in der einen Region, die du beim Anlegen gewählt hast: Ein Dienst läuft nicht in mehreren Regionen zugleich, und keiner von beiden lässt sich später in eine andere Region verschieben. Willst du aus einer weiteren Region ausliefern oder umziehen, lege die Datenbanken in dieser Region an und befülle sie von einer [freigegebenen Adresse](/postgresql#outside-access) aus, bevor ein Dienst sie nutzt: Postgres mit `pg_dump` und `pg_restore`; eine neue Redis-Instanz beginnt leer, kopiere also die Schlüssel, die du brauchst, mit einem Redis-Client, oder lass einen Cache sich neu füllen. Lege dann dort den Dienst an und zieh deine eigene Domain zuletzt auf den neuen Dienst um: Die DNS-Einträge einer Domain zeigen auf das Edge-Netzwerk der Region ihres Dienstes, ändere sie deshalb auf die Werte, die das Dashboard für den neuen Dienst anzeigt (siehe [Eigene Domains](/service/domain#add)).',
    ja: 'サービスとデータベースは、作成時に選んだ 1 つのリージョンで実行されます。1 つのサービスを複数のリージョンで同時に実行することはできず、サービスもデータベースも後から別のリージョンへ移すことはできません。別のリージョンからも配信したい場合や移行したい場合は、そのリージョンにデータベースを作成し、どのサービスも使い始める前に、[許可したアドレス](/postgresql#outside-access)からデータを入れてから、同じリージョンにサービスを作成します。Postgres には `pg_dump` と `pg_restore` でデータを入れます。新しい Redis インスタンスは空の状態で始まるため、必要なキーは Redis クライアントでコピーするか、キャッシュであれば、再び満たされるのに任せます。カスタムドメインは最後に新しいサービスへ移します。ドメインの DNS レコードはサービスのリージョンのエッジを指しているため、ダッシュボードに新しいサービス用として表示される値に変更してください（[カスタムドメイン](/service/domain#add)を参照）。',
    ko: '서비스와 데이터베이스는 만들 때 선택한 하나의 리전에서 실행됩니다. 서비스 하나를 여러 리전에서 동시에 실행할 수 없으며, 서비스도 데이터베이스도 나중에 다른 리전으로 옮길 수 없습니다. 다른 리전에서도 서비스하거나 리전을 옮기려면 그 리전에 데이터베이스를 만들고, 어떤 서비스도 사용하기 전에 [허용한 주소](/postgresql#outside-access)에서 데이터를 채운 뒤 그 리전에 서비스를 만드세요. Postgres는 `pg_dump`와 `pg_restore`로 채웁니다. 새 Redis 인스턴스는 비어 있는 상태로 시작하므로, 필요한 키는 Redis 클라이언트로 복사하거나, 캐시라면 다시 채워지도록 둡니다. 사용자 지정 도메인은 마지막에 새 서비스로 옮깁니다. 도메인의 DNS 레코드는 서비스가 있는 리전의 엣지를 가리키므로, 대시보드가 새 서비스에 대해 표시하는 값으로 바꾸세요([사용자 지정 도메인](/service/domain#add) 참조).',
  },
  /**
   * Which database work may run from your own computer and which runs on the platform; the
   * Postgres page's outside access and the twelve-factor admin processes render it.
   */
  databaseChangesRunOnPlatform: {
    en: 'From your own computer, read a database, for example with `pg_dump` or a read-only `psql` session, and fill a new database that no service uses yet, for example with `pg_restore`. Change a database that services use only in the pre-deploy command or a one-off job run, with the code and environment of the service.',
    de: 'Von deinem eigenen Rechner aus kannst du eine Datenbank lesen, etwa mit `pg_dump` oder einer schreibgeschützten `psql`-Sitzung, und eine neue Datenbank befüllen, die noch kein Dienst nutzt, etwa mit `pg_restore`. Eine Datenbank, die Dienste nutzen, änderst du dagegen nur im Pre-Deploy-Befehl oder in einem einmaligen Job-Lauf, mit dem Code und der Umgebung des Dienstes.',
    ja: '自分のコンピューターからは、`pg_dump` や読み取り専用の `psql` セッションなどでデータベースを読み取ることと、まだどのサービスも使っていない新しいデータベースに `pg_restore` などでデータを入れることができます。サービスが使っているデータベースの変更は、サービスと同じコードと環境で、デプロイ前コマンドか単発のジョブ実行で行ってください。',
    ko: '자신의 컴퓨터에서는 `pg_dump`나 읽기 전용 `psql` 세션 등으로 데이터베이스를 읽을 수 있고, 아직 어떤 서비스도 사용하지 않는 새 데이터베이스를 `pg_restore` 등으로 채울 수 있습니다. 서비스가 사용하는 데이터베이스는 서비스와 같은 코드와 환경에서 배포 전 명령이나 일회성 작업 실행으로만 변경하세요.',
  },
  /**
   * How a database's password is rotated, and how long the old one stays valid, which a reader
   * handling a leak needs in the same sentence; the Postgres and Redis pages render it where the
   * connection string is shown, the pages that tell readers to rotate link there.
   */
  databasePasswordReset: {
    en: `To rotate a database's password, choose **Reset password** on the database's page. The new password works at once, and the platform updates the variables of the services attached to the database and redeploys them. Until the new deployments of all of them are live, the old password keeps working too, but for no longer than ${oldPasswordPeriod('en')} after the reset; then it stops working whatever happened, so a leaked password stays valid for ${oldPasswordPeriod('en')} at most. A service whose new deployment has failed by then loses its database connection until it is deployed with the new variables: its **Deployments** tab shows the failed deployment, so deploy it again. A service whose rollback is live is redeployed too, as the rolled-back deployment with the new variables: the rollback stays live.`,
    de: `Das Passwort einer Datenbank rotierst du mit **Passwort zurücksetzen** auf ihrer Seite. Das neue Passwort gilt sofort, und die Plattform aktualisiert die Variablen der verknüpften Dienste und deployt sie neu. Bis die neuen Deployments aller dieser Dienste live sind, gilt auch das alte Passwort weiter, aber höchstens ${oldPasswordPeriod('de')} nach dem Zurücksetzen; danach gilt es nicht mehr, was auch immer geschehen ist: Ein Passwort, das in falsche Hände geraten ist, bleibt also höchstens ${oldPasswordPeriod('de')} gültig. Ein Dienst, dessen neues Deployment bis dahin fehlgeschlagen ist, verliert die Verbindung zur Datenbank, bis er mit den neuen Variablen deployt wird: Sein Tab **Deployments** zeigt das fehlgeschlagene Deployment; deploye ihn erneut. Ein Dienst mit einem laufenden Rollback wird ebenfalls neu deployt, und zwar als das zurückgerollte Deployment mit den neuen Variablen: Der Rollback bleibt bestehen.`,
    ja: `データベースのパスワードをローテーションするには、データベースのページで**パスワードをリセット**を選びます。新しいパスワードはすぐに使えるようになり、プラットフォームがアタッチされたサービスの変数を更新して再デプロイします。それらのサービスすべての新しいデプロイがライブになるまでは古いパスワードも使えますが、その期間はリセットから最長 ${oldPasswordPeriod('ja')}です。それを過ぎると、デプロイの結果にかかわらず古いパスワードは使えなくなります。つまり、漏えいしたパスワードが有効なのはリセットから最長 ${oldPasswordPeriod('ja')}です。その時点で新しいデプロイが失敗しているサービスは、新しい変数でデプロイされるまでデータベースに接続できません。そのサービスの**デプロイ一覧**タブに失敗したデプロイが表示されるので、もう一度デプロイしてください。 ロールバック中のサービスも、ロールバック先のデプロイに新しい変数を設定して再デプロイされ、ロールバックはそのまま維持されます。`,
    ko: `데이터베이스의 비밀번호를 교체하려면 데이터베이스 페이지에서 **비밀번호 재설정**을 선택하세요. 새 비밀번호는 즉시 작동하며, 플랫폼이 연결된 서비스의 변수를 업데이트한 뒤 다시 배포합니다. 그 서비스 모두의 새 배포가 라이브가 될 때까지는 이전 비밀번호도 작동하지만, 재설정 후 최대 ${oldPasswordPeriod('ko')} 동안만 작동합니다. 그 뒤에는 배포 결과와 관계없이 이전 비밀번호가 작동하지 않으므로, 유출된 비밀번호는 재설정 후 최대 ${oldPasswordPeriod('ko')} 동안만 유효합니다. 그때까지 새 배포가 실패한 서비스는 새 변수로 배포될 때까지 데이터베이스에 연결할 수 없습니다. 그 서비스의 **배포 목록** 탭에 실패한 배포가 표시되니 다시 배포하세요. 롤백 중인 서비스도 롤백된 배포에 새 변수를 적용해 다시 배포되며, 롤백은 그대로 유지됩니다.`,
  },
  /** The hosting facts table renders both; the Postgres and the Redis page each render their own. */
  planDowngrades: joinStatements(postgresPlanDowngrade, redisPlanDowngrade),
  postgresPlanDowngrade,
  redisPlanDowngrade,
  twoFactorSetup: {
    en: 'Set up the second factor under **Account settings → Security**: scan the code with an authenticator app or register a security key, and keep the recovery codes, which are shown only once. If you lose both your second factor and your recovery codes, support restores access only after checking your identity.',
    de: 'Den zweiten Faktor richtest du unter **Kontoeinstellungen → Sicherheit** ein: Scanne den Code mit einer Authenticator-App oder registriere einen Sicherheitsschlüssel, und bewahre die Wiederherstellungscodes auf, die nur einmal angezeigt werden. Hast du weder deinen zweiten Faktor noch einen Wiederherstellungscode, stellt der Support den Zugang erst wieder her, nachdem er deine Identität geprüft hat.',
    ja: '二要素認証は**アカウント設定 → セキュリティ**で設定します。認証アプリでコードを読み取るか、セキュリティキーを登録し、一度しか表示されないリカバリコードを保管してください。認証アプリ、セキュリティキー、リカバリコードのいずれも使えなくなった場合、サポートは本人確認を行ってからアクセスを回復します。',
    ko: '2단계 인증은 **계정 설정 → 보안**에서 설정합니다. 인증 앱으로 코드를 스캔하거나 보안 키를 등록하고, 한 번만 표시되는 복구 코드를 보관하세요. 2단계 인증 수단과 복구 코드를 모두 잃으면 지원팀이 본인 확인을 거친 뒤에 접근을 복구합니다.',
  },
  minimumInstances: {
    en: `On a persistent service, **${scalingFields.minimumInstances.en}** is one unless you raise it, and autoscaling adds instances above it, up to **${scalingFields.maximumInstances.en}**, which cannot be set lower than the minimum. Raise the minimum so that more than one instance is ready at all times, for example so that others keep serving while one restarts.`,
    de: `Ein persistenter Dienst betreibt immer so viele Instanzen, wie in seinen Skalierungseinstellungen unter **${scalingFields.minimumInstances.de}** steht, eine, solange du den Wert nicht erhöhst; die automatische Skalierung fügt weitere hinzu, bis zur **${scalingFields.maximumInstances.de}**, die sich nicht niedriger einstellen lässt als die Mindestzahl. Erhöhe die Mindestzahl, damit jederzeit mehr als eine Instanz bereitsteht, etwa damit andere weiter antworten, während eine neu startet.`,
    ja: `常時稼働サービスは、スケーリング設定の**${scalingFields.minimumInstances.ja}**で指定した数のインスタンスを常に実行します。値を上げない限り 1 つで、オートスケーリングはその数を超えて**${scalingFields.maximumInstances.ja}**までインスタンスを追加します（**${scalingFields.maximumInstances.ja}**はこの値より小さくできません）。1 つのインスタンスが再起動している間もほかのインスタンスが応答を続けられるようにするなど、常に複数のインスタンスを用意しておきたい場合は、**${scalingFields.minimumInstances.ja}**を上げてください。`,
    ko: `상시 실행 서비스는 스케일링 설정의 **${scalingFields.minimumInstances.ko}**에 지정한 수만큼 인스턴스를 계속 실행합니다. 값을 올리지 않으면 1개이며, 자동 확장은 그 수를 넘어 **${scalingFields.maximumInstances.ko}**까지 인스턴스를 추가합니다(**${scalingFields.maximumInstances.ko}**는 이 값보다 작게 설정할 수 없습니다). 인스턴스 하나가 다시 시작되는 동안에도 다른 인스턴스가 계속 응답하도록 하는 등, 항상 둘 이상의 인스턴스를 준비해 두려면 **${scalingFields.minimumInstances.ko}**를 올리세요.`,
  },
  /**
   * Whether heavy requests need a lower concurrency: in both modes, since both scale on the same
   * field; the scaling section and the browser and FFmpeg guides render it.
   */
  heavyRequestsNeedLowConcurrency: {
    en: `In both service modes, lower **${scalingFields.concurrency.en}** when every request does heavy work, such as rendering a page in a headless browser or running FFmpeg: the default lets as many such requests run at once on one instance as light ones, more than any instance size carries. Set it to the few that one instance handles, and autoscaling starts more instances instead.`,
    de: `Senke **${scalingFields.concurrency.de}** in beiden Dienstmodi, wenn jede Anfrage schwere Arbeit macht, etwa eine Seite in einem Headless-Browser rendert oder FFmpeg ausführt: Mit dem Standardwert laufen auf einer Instanz so viele solcher Anfragen gleichzeitig wie leichte, mehr, als irgendeine Instanzgröße verkraftet. Stelle den Wert auf die wenigen, die eine Instanz schafft; die automatische Skalierung startet dann stattdessen weitere Instanzen.`,
    ja: `ヘッドレスブラウザーでのページのレンダリングや FFmpeg の実行など、どのリクエストも重い処理をする場合は、どちらのサービスモードでも「${scalingFields.concurrency.ja}」を下げてください。デフォルト値のままでは、軽いリクエストと同じ数の重いリクエストが 1 つのインスタンスで同時に実行され、どのインスタンスサイズでも処理しきれません。1 つのインスタンスで処理できる少ない数に設定すると、代わりにオートスケーリングがインスタンスを追加で起動します。`,
    ko: `헤드리스 브라우저로 페이지를 렌더링하거나 FFmpeg을 실행하는 것처럼 모든 요청이 무거운 작업을 한다면, 두 서비스 모드 모두에서 "${scalingFields.concurrency.ko}"를 낮추세요. 기본값으로는 가벼운 요청과 같은 수의 무거운 요청이 한 인스턴스에서 동시에 실행되어, 어떤 인스턴스 크기로도 감당할 수 없습니다. 한 인스턴스가 처리할 수 있는 적은 수로 설정하면 대신 자동 확장이 인스턴스를 더 시작합니다.`,
  },
  /**
   * When persistent costs about what serverless costs, from the billing model (serverlessBilling):
   * only when the instances are busy all the time; the service modes page and the guides that
   * advise a mode render it.
   */
  persistentCostsTheSameOnlyWhenBusy: {
    en: "A persistent instance is billed for its vCPU all the time, a serverless one only while it starts or handles requests, and the vCPU is most of an instance's price. So persistent costs about the same as serverless only when its instances are busy with requests around the clock; with steady but light traffic, such as a request every minute or two, serverless costs far less. Choose persistent for what it does, not for its price: no cold starts, work between requests, WebSockets.",
    de: 'Bei einer persistenten Instanz wird die vCPU die ganze Zeit berechnet, bei einer Serverless-Instanz nur, während sie startet oder Anfragen bearbeitet, und die vCPU macht den größten Teil des Preises einer Instanz aus. Persistent kostet deshalb nur dann etwa so viel wie Serverless, wenn seine Instanzen rund um die Uhr mit Anfragen beschäftigt sind; bei gleichmäßigem, aber leichtem Verkehr, etwa einer Anfrage alle ein, zwei Minuten, ist Serverless weit günstiger. Wähle persistent wegen seiner Fähigkeiten, nicht wegen des Preises: keine Kaltstarts, Arbeit zwischen den Anfragen, WebSockets.',
    ja: '常時稼働のインスタンスは vCPU が常に課金されますが、サーバーレスのインスタンスで vCPU が課金されるのは起動中とリクエストの処理中だけで、インスタンスの料金の大部分は vCPU です。そのため、常時稼働の料金がサーバーレスとほぼ同じになるのは、インスタンスが終日リクエストの処理で埋まっている場合だけです。1〜2 分に 1 件のように安定していても軽いトラフィックなら、サーバーレスのほうがはるかに安くなります。常時稼働は料金ではなく、コールドスタートがないこと、リクエストの合間にも処理を続けられること、WebSocket を使えることを理由に選んでください。',
    ko: '상시 실행 인스턴스는 vCPU가 항상 과금되지만, 서버리스 인스턴스는 시작하거나 요청을 처리하는 동안에만 vCPU가 과금되며, 인스턴스 요금의 대부분은 vCPU입니다. 따라서 상시 실행의 비용이 서버리스와 비슷해지는 것은 인스턴스가 하루 종일 요청 처리로 바쁠 때뿐입니다. 한두 분에 한 번처럼 꾸준하지만 가벼운 트래픽이라면 서버리스가 훨씬 저렴합니다. 상시 실행은 비용이 아니라 기능을 보고 선택하세요. 콜드 스타트가 없고, 요청 사이에도 작업을 계속할 수 있으며, WebSocket을 쓸 수 있습니다.',
  },
  /**
   * What happens to work a serverless instance continues after its response: it gets no CPU time
   * between requests (serverlessBilling), so the work rests. The service modes and async pages render it.
   */
  serverlessWorkAfterResponse: {
    en: 'In a serverless service, work that continues after the response is sent does not keep running: between requests the instance gets no CPU time, so that work, and with it timers, heartbeats and keep-alive pings, is paused until the next request arrives, and it is lost when the service scales to zero.',
    de: 'In einem Serverless-Dienst läuft Arbeit, die nach dem Senden der Antwort weitergeht, nicht weiter: Zwischen den Anfragen bekommt die Instanz keine CPU-Zeit, deshalb ruht diese Arbeit, und mit ihr Timer, Heartbeats und Keep-alive-Pings, bis die nächste Anfrage kommt, und sie geht verloren, wenn der Dienst auf null skaliert.',
    ja: 'サーバーレスのサービスでは、レスポンスを送った後に続けようとした処理は進みません。リクエストとリクエストの間はインスタンスに CPU 時間が割り当てられないため、その処理は、タイマーやハートビート、キープアライブの ping とともに次のリクエストが届くまで止まり、サービスがゼロまでスケールすると失われます。',
    ko: '서버리스 서비스에서는 응답을 보낸 뒤에 이어지는 작업이 진행되지 않습니다. 요청과 요청 사이에는 인스턴스에 CPU 시간이 할당되지 않으므로, 그 작업은 타이머, 하트비트, 킵얼라이브 핑과 함께 다음 요청이 올 때까지 멈추며, 서비스가 0으로 축소되면 사라집니다.',
  },
  /**
   * The health check once a deployment is live, beside the persistent interval the overview and the
   * deployments page render before it: serverless instances get no periodic check, and no check is a
   * request, so none keeps a serverless service from scaling to zero.
   */
  healthChecksPerMode: {
    en: 'A serverless instance gets the health check only when it starts, before it receives traffic; while it runs, an instance whose requests fail with connection errors, or whose process exits, is replaced. Health checks do not count as requests: they are not billed, do not count toward scaling, and do not reset the idle time before a serverless service scales to zero.',
    de: 'Eine Serverless-Instanz bekommt den Health-Check nur beim Start, bevor sie Datenverkehr erhält; solange sie läuft, wird eine Instanz ersetzt, deren Anfragen mit Verbindungsfehlern scheitern oder deren Prozess endet. Health-Checks gelten nicht als Anfragen: Sie werden nicht berechnet, zählen nicht für die Skalierung und setzen die Leerlaufzeit nicht zurück, nach der ein Serverless-Dienst auf null skaliert.',
    ja: 'サーバーレスのインスタンスがヘルスチェックを受けるのは、起動してトラフィックを受ける前だけです。実行中は、リクエストが接続エラーで失敗したインスタンスや、プロセスが終了したインスタンスを置き換えます。ヘルスチェックはリクエストとして扱われません。課金されず、スケーリングにも数えられず、サーバーレスのサービスがゼロまでスケールダウンするまでのアイドル時間もリセットしません。',
    ko: '서버리스 인스턴스는 시작할 때, 트래픽을 받기 전에만 상태 확인을 받습니다. 실행 중에는 요청이 연결 오류로 실패하거나 프로세스가 종료된 인스턴스를 교체합니다. 상태 확인은 요청으로 치지 않습니다. 과금되지 않고, 스케일링에 포함되지 않으며, 서버리스 서비스가 0으로 축소되기 전까지의 유휴 시간도 초기화하지 않습니다.',
  },
  /**
   * Whether a service can be paused, as other hosts' "suspend", and who can: only we, as a measure
   * of the fair use policy or the terms. When a serverless service stops costing: once it has
   * scaled to zero, not while requests merely pause, so regular pings keep it billed. The services
   * page and the overview's table render it.
   */
  noPause: {
    en: `You cannot pause or suspend a service: it runs until you delete it; only we may pause one, as a measure under the [fair use policy](/fair-use) or the [terms](/term#suspension). A serverless service costs nothing once it has scaled to zero, that is from ${formatDuration(serviceModes.serverless.scaleToZeroAfterSeconds, 'second', 'en')} after its last request on. Any request, a bot's or an outside uptime monitor's included (the platform's own health checks are not requests), starts it again and is billed, and requests every few minutes keep it running, with its memory billed, so that it never scales to zero.`,
    de: `Du selbst kannst einen Dienst nicht pausieren: Er läuft, bis du ihn löschst; pausieren dürfen ihn nur wir, als Maßnahme nach der [Richtlinie zur fairen Nutzung](/fair-use) oder den [Nutzungsbedingungen](/term#suspension). Ein Serverless-Dienst kostet nichts mehr, sobald er auf null skaliert hat, also ab ${formatDuration(serviceModes.serverless.scaleToZeroAfterSeconds, 'second', 'de')} nach seiner letzten Anfrage. Jede Anfrage, auch die eines Bots oder eines externen Uptime-Monitors (die Health-Checks der Plattform selbst sind keine Anfragen), startet ihn wieder und wird berechnet, und Anfragen alle paar Minuten halten ihn am Laufen, samt berechnetem Arbeitsspeicher, sodass er nie auf null skaliert.`,
    ja: `サービスを一時停止する機能はなく、サービスは削除するまで動き続けます。一時停止できるのは当社だけで、[公正利用](/fair-use)の定めまたは[利用規約](/term#suspension)に基づく措置として行います。サーバーレスのサービスで料金がかからなくなるのは、ゼロまでスケールした後、つまり最後のリクエストから ${formatDuration(serviceModes.serverless.scaleToZeroAfterSeconds, 'second', 'ja')}が経過した後です。ボットや外部の死活監視サービスのリクエストも含め（プラットフォーム自身のヘルスチェックはリクエストに数えません）、どのリクエストでもサービスは再び起動して課金されます。数分おきにリクエストが届くと、サービスはゼロまでスケールせずに動き続け、メモリが課金されます。`,
    ko: `서비스를 일시 중지하는 기능은 없으며, 서비스는 삭제할 때까지 실행됩니다. 서비스를 일시 중지할 수 있는 것은 [공정 사용 정책](/fair-use)이나 [서비스 약관](/term#suspension)에 따른 조치로서 당사뿐입니다. 서버리스 서비스는 0으로 축소된 뒤, 즉 마지막 요청 후 ${formatDuration(serviceModes.serverless.scaleToZeroAfterSeconds, 'second', 'ko')}가 지난 뒤부터 비용이 들지 않습니다. 봇이나 외부 업타임 모니터링 서비스의 요청을 포함해(플랫폼 자체의 상태 확인은 요청으로 치지 않습니다) 어떤 요청이든 서비스를 다시 시작하며 과금되고, 몇 분 간격으로 요청이 오면 서비스는 0으로 축소되지 않고 계속 실행되어 메모리 요금이 부과됩니다.`,
  },
  /**
   * How open WebSockets and streams count toward autoscaling; the limits page renders it with the
   * capacity it gives (platform.openConnections), the services page's scaling section links there.
   */
  streamsCountAsRequests: {
    en: `An open WebSocket or streamed response, such as server-sent events, counts as one request in progress for as long as it stays open, in both service modes: toward **${scalingFields.concurrency.en}** and so toward autoscaling. It does not hold up an instance that stops: WebSockets and server-sent event streams (\`text/event-stream\`) stay open until \`SIGTERM\` ([How old instances stop](/service/continuous-deployments#stopping)).`,
    de: `Ein offener WebSocket oder eine gestreamte Antwort, etwa Server-Sent Events, zählt in beiden Dienstmodi als eine laufende Anfrage, solange die Verbindung offen ist: bei **${scalingFields.concurrency.de}** und damit bei der automatischen Skalierung. Eine Instanz, die stoppt, halten sie nicht auf: WebSockets und Streams mit Server-Sent Events (\`text/event-stream\`) bleiben bis \`SIGTERM\` offen ([So stoppen alte Instanzen](/service/continuous-deployments#stopping)).`,
    ja: `開いている WebSocket と、Server-Sent Events などのストリーミングのレスポンスは、どちらのサービスモードでも、接続が開いている間ずっと処理中のリクエスト 1 件として**${scalingFields.concurrency.ja}**に数えられ、オートスケーリングにも反映されます。ただし、インスタンスの停止を遅らせることはありません。WebSocket と Server-Sent Events のストリーム（\`text/event-stream\`）は \`SIGTERM\` まで開いたままです（[古いインスタンスの停止](/service/continuous-deployments#stopping)）。`,
    ko: `열려 있는 WebSocket과 서버 전송 이벤트(SSE) 같은 스트리밍 응답은 두 서비스 모드 모두에서 연결이 열려 있는 동안 내내 처리 중인 요청 1개로 **${scalingFields.concurrency.ko}**에 포함되며, 따라서 자동 확장에도 반영됩니다. 다만 중지되는 인스턴스를 붙잡아 두지는 않습니다. WebSocket과 서버 전송 이벤트 스트림(\`text/event-stream\`)은 \`SIGTERM\`까지 열려 있습니다([이전 인스턴스가 중지되는 방식](/service/continuous-deployments#stopping)).`,
  },
  /**
   * What the request timeout limits when a response streams, and that a stopping instance ends the
   * stream: the service modes and limits pages render it beside the timeouts.
   */
  streamsAfterRequestTimeout: {
    en: 'The request timeout limits the time until the response starts, with its status line and headers. After that, a streamed response, such as server-sent events or a chunked download, and a WebSocket stay open as long as they are used, and close only after the idle connection timeout without a byte in either direction; a persistent service sets no limit on their total length, but they end when their instance stops, at a deployment or when the service scales in. On a serverless service, the whole request, stream included, ends at the request timeout.',
    de: 'Das Zeitlimit einer Anfrage begrenzt die Zeit, bis die Antwort mit Statuszeile und Headern beginnt. Danach bleiben eine gestreamte Antwort, etwa Server-Sent Events oder ein stückweise gesendeter Download, und ein WebSocket offen, solange sie genutzt werden, und werden erst geschlossen, wenn für die Dauer des Zeitlimits für ruhende Verbindungen kein Byte in eine der beiden Richtungen geflossen ist; eine Gesamtdauer begrenzt ein persistenter Dienst nicht, sie enden aber, wenn ihre Instanz stoppt: bei einem Deployment oder wenn der Dienst Instanzen abbaut. Bei einem Serverless-Dienst endet die ganze Anfrage samt Stream mit ihrem Zeitlimit.',
    ja: 'リクエストのタイムアウトが制限するのは、ステータス行とヘッダーでレスポンスが始まるまでの時間です。その後、Server-Sent Events やチャンク形式のダウンロードのようなストリーミングのレスポンスと WebSocket は、使われている限り開いたままで、どちらの方向にもデータが流れないままアイドル状態の接続のタイムアウトに達したときにだけ閉じられます。常時稼働のサービスでは合計の長さに上限はありませんが、デプロイや負荷の低下でインスタンスが停止すると終了します。サーバーレスのサービスでは、ストリームを含むリクエスト全体がリクエストのタイムアウトで終わります。',
    ko: '요청 제한 시간은 상태 줄과 헤더로 응답이 시작되기까지의 시간을 제한합니다. 그 뒤로 서버 전송 이벤트(SSE)나 청크 방식 다운로드 같은 스트리밍 응답과 WebSocket은 사용되는 동안 계속 열려 있으며, 어느 방향으로도 데이터가 오가지 않은 채 유휴 연결 제한 시간이 지나야 닫힙니다. 상시 실행 서비스는 전체 길이를 제한하지 않지만, 배포나 부하 감소로 인스턴스가 중지되면 함께 끝납니다. 서버리스 서비스에서는 스트림을 포함한 요청 전체가 요청 제한 시간에 끝납니다.',
  },
  cjkFontsInRuntimeImage: {
    en: `The runtime images contain the Noto CJK fonts, so Chromium renders Japanese, Korean and Chinese text in screenshots and PDFs; an image built from your own Dockerfile has only the fonts its base image brings, so install them there, on Debian with the package \`${runtimeImage.cjkFontPackage}\`.`,
    de: `Die Runtime-Images enthalten die Schriften Noto CJK, sodass Chromium japanischen, koreanischen und chinesischen Text in Screenshots und PDFs darstellt; ein Image aus deinem eigenen Dockerfile hat nur die Schriften seines Basis-Images, installiere sie dort also selbst, unter Debian mit dem Paket \`${runtimeImage.cjkFontPackage}\`.`,
    ja: `ランタイムイメージには Noto CJK フォントが含まれているため、Chromium はスクリーンショットや PDF で日本語・韓国語・中国語のテキストを表示できます。独自の Dockerfile からビルドしたイメージにはベースイメージのフォントしかないため、そこにインストールしてください（Debian ではパッケージ \`${runtimeImage.cjkFontPackage}\`）。`,
    ko: `런타임 이미지에는 Noto CJK 글꼴이 포함되어 있어 Chromium이 스크린샷과 PDF에서 한국어, 일본어, 중국어 텍스트를 표시합니다. 직접 작성한 Dockerfile로 빌드한 이미지에는 베이스 이미지의 글꼴만 있으므로 그곳에 설치하세요(Debian에서는 \`${runtimeImage.cjkFontPackage}\` 패키지).`,
  },
} as const satisfies Record<string, Statement>;

export type StatementName = keyof typeof statements;
