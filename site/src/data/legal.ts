import type { regions } from './platform';
import type { Locale } from './site';
type RegionId = (typeof regions)[number]['id'];

/**
 * Legal facts: the periods and the age the terms of service and the
 * acceptable use policy commit to. The legal pages render them in every
 * language (MDX `import { legal } from '@site/src/data/legal'`, then
 * `{legal.priceChangeNoticeWeeks} weeks`) and never retype a value; the
 * content test that rejects retyped platform numbers reads these too.
 *
 * One constant per commitment: where two commitments have the same period
 * today (notice of a price change and of changed terms), each still has its
 * own constant, so one can change without the other. The pages write the
 * unit in the plural ("weeks", "Wochen"), so every value stays above one.
 */
export const legal = {
  /** Minimum age to open an account (terms of service, "Your account"). */
  minimumAgeYears: 18,
  /**
   * Advance notice of a change that restricts features the customer uses,
   * unless security or the law requires it sooner (terms, "Our services").
   */
  featureRestrictionNoticeWeeks: 4,
  /**
   * Deadline the payment reminder sets; if it passes unpaid, the account may be
   * restricted to read-only access (terms, "Prices and payment").
   */
  paymentReminderDays: 14,
  /** Advance notice of a price change, before which the customer may terminate (terms, "Prices and payment"). */
  priceChangeNoticeWeeks: 6,
  /** Notice with which we (the provider) may terminate the contract, to the end of a calendar month (terms, "Term and termination"). */
  terminationNoticeWeeks: 4,
  /** After termination, the customer can export their content this long before it is deleted (terms, "Term and termination"). */
  exportAfterTerminationDays: 30,
  /**
   * Longest notice before a switch to another provider starts: the customer names
   * the start date, at most this long after the request (terms, "Switching to
   * another provider"; the EU Data Act allows no more than two months).
   */
  switchingNoticeMaxMonths: 2,
  /**
   * Transitional period of a switch, in which the services keep running; the
   * contract then ends and the export period above follows (terms, "Switching").
   */
  switchingTransitionDays: 30,
  /**
   * If a switch is technically not feasible within the transitional period, we say so within
   * this many working days of the request and name an alternative period (terms, "Switching").
   */
  switchingInfeasibleNoticeWorkingDays: 14,
  /** Longest alternative transitional period in that case (the EU Data Act allows seven months). */
  switchingAlternativeMaxMonths: 7,
  /**
   * Changed terms are emailed this long before they take effect; the customer
   * may object until then (terms, "Changes to these terms").
   */
  termsChangeNoticeWeeks: 6,
  /**
   * A new or replaced sub-processor is announced by email this long before it
   * starts; the customer may object until then (privacy policy, "Recipients").
   */
  subprocessorChangeNoticeWeeks: 4,
  /**
   * Planned maintenance that restarts services or databases (a Postgres minor version, a Redis
   * maintenance update) is announced this long ahead, by e-mail and on the status page (terms,
   * "Our services").
   */
  maintenanceNoticeDays: 7,
  /**
   * Invoices and the usage records behind them are accounting vouchers, kept this long from the
   * end of the calendar year they belong to (§ 147(3) AO, § 257(4) HGB since 2025; privacy policy).
   */
  invoiceRetentionYears: 8,
  /** Books and annual accounts, kept this long from the end of their calendar year (same laws). */
  booksRetentionYears: 10,
  /**
   * After you unsubscribe from product news, the proof that you had consented (when and how)
   * is kept this long, the limitation period of a claim that it was sent without (privacy policy).
   */
  newsletterConsentProofYears: 3,
  /**
   * A report of a violation, and our decision on it, are kept this long after the decision, the
   * regular limitation period of claims arising from it (privacy policy, "Content of your services").
   */
  reportRecordRetentionYears: 3,
  /**
   * A load test of your own service needs notice to support this many working days ahead when it
   * may drive a service to its instance limit or runs longer than the next value (fair use policy,
   * "Load tests"; the acceptable use policy points there). It is longer than support's first
   * response target by at least a working day, so the answer, and a raised limit, come before the
   * test (site/test/content-facts-numbers.test.ts checks it).
   */
  loadTestNoticeWorkingDays: 5,
  /** Longest load test that needs no notice, in minutes, if it stays below the instance limit. */
  loadTestWithoutNoticeMaxMinutes: 30,
  /**
   * A SEPA mandate is kept this long after its last debit, while the payer's bank may still ask
   * for it to settle a claim that a debit was not authorised (privacy policy, "Account and billing").
   */
  sepaMandateRetentionMonths: 14,
  /** A SEPA direct debit is announced this many days before the debit (terms, "Prices and payment"). */
  sepaPreNotificationDays: 5,
} as const;

export type Legal = typeof legal;

/**
 * Sentences of the legal pages that more than one of them needs. The statements module includes
 * them, so pages render them as `statements.<name>` and the content tests reject a typed copy.
 */
export const legalStatements = {
  /**
   * What happens to the databases while the customer exports after the contract ends, however
   * it ended (terms, "Term and termination" and "Switching" render it).
   */
  databasesDuringExport: {
    en: "Your databases keep running during the export period (after a switch, during the transitional period too) and stay reachable at their existing hostnames, from the services of the project and from the addresses you allow in the database's settings, so that you can also run `pg_dump` or a Redis client from outside. After the contract ends, we no longer bill them.",
    de: 'Deine Datenbanken laufen in der Exportfrist weiter (nach einem Anbieterwechsel auch in der Übergangszeit) und bleiben unter ihren bisherigen Hostnamen erreichbar, für die Dienste des Projekts und für die Adressen, die du in den Einstellungen der Datenbank freigibst; so kannst du `pg_dump` oder einen Redis-Client auch von außerhalb nutzen. Nach dem Vertragsende berechnen wir sie nicht mehr.',
    ja: 'エクスポート期間中（ほかの事業者への移行では移行期間中も）、お客様のデータベースは稼働を続け、既存のホスト名のまま、プロジェクトのサービスと、データベースの設定でお客様が許可したアドレスから接続できます。そのため、`pg_dump` や Redis クライアントを外部から使うこともできます。契約の終了後は、データベースの料金を請求しません。',
    ko: '내보내기 기간 동안(다른 제공업체로 전환하는 경우에는 이행 기간에도) 귀하의 데이터베이스는 계속 실행되며, 기존 호스트 이름 그대로 프로젝트의 서비스와 귀하가 데이터베이스의 설정에서 허용한 주소에서 접속할 수 있습니다. 따라서 외부에서도 `pg_dump`나 Redis 클라이언트를 사용할 수 있습니다. 계약이 종료된 후에는 데이터베이스 요금을 청구하지 않습니다.',
  },
  /**
   * The statement of reasons for a measure that restricts a service, content or the account, under
   * the acceptable use policy, the terms or the fair use policy alike: at the latest when it takes
   * effect (Art. 17(2) DSA), also when we act at once. The acceptable use policy and the terms
   * render it, the fair use policy links to the terms.
   */
  restrictionNotice: {
    en: 'With every measure that restricts a service, content or the account, we tell the account holder by email, at the latest when the measure takes effect, what we did and for how long, the facts and the rule of the terms, a policy or the law it rests on, whether automated means were used, and the redress available: an objection to us, and the courts (Art. 17 DSA).',
    de: 'Bei jeder Maßnahme, die einen Dienst, Inhalte oder das Konto beschränkt, teilen wir der Inhaberin oder dem Inhaber des Kontos spätestens mit ihrem Wirksamwerden per E-Mail mit, was wir getan haben und für wie lange, welche Tatsachen und welche Regel der Nutzungsbedingungen, einer Richtlinie oder des Gesetzes zugrunde liegen, ob automatisierte Mittel eingesetzt wurden und welche Rechtsbehelfe es gibt: den Widerspruch bei uns und den Weg zu den Gerichten (Art. 17 DSA).',
    ja: 'サービス、コンテンツまたはアカウントを制限する措置を講じる場合、当社は遅くともその効力が生じる時点までに、講じた措置とその期間、根拠となる事実と規約・ポリシーの規定または法令、自動化された手段を用いたかどうか、および利用できる救済手段（当社への異議申し立てと裁判所への訴え）を、メールでアカウント保有者に通知します（DSA 第 17 条）。',
    ko: '서비스, 콘텐츠 또는 계정을 제한하는 조치를 취할 때 당사는 늦어도 조치가 효력을 갖는 시점까지 계정 보유자에게 이메일로 어떤 조치를 얼마 동안 취했는지, 근거가 된 사실과 약관·정책의 규정 또는 법령, 자동화된 수단을 사용했는지, 그리고 이용할 수 있는 구제 수단(당사에 대한 이의 제기와 법원을 통한 구제)을 알립니다(DSA 제17조).',
  },
  /**
   * On which basis we look at customer content on our own account, as the controller and not as
   * the customer's processor: a report under the DSA and access the law requires on a legal
   * obligation, a violation we notice ourselves on a legitimate interest. The terms (content and
   * data protection) and the privacy policy (content of your services) render it.
   */
  contentExaminationBasis: {
    en: "When we examine a report of a violation, or give access to customer content because the law requires it, we act on our legal obligations (Art. 6(1)(c) GDPR, for reports with Art. 16 DSA and Art. 17 DSA); when we examine an indication of a violation that we find ourselves, we act on our legitimate interest in a platform free of abuse (Art. 6(1)(f) GDPR). In both cases we are the controller for this, and do not act on the customer's instructions.",
    de: 'Prüfen wir eine Meldung eines Verstoßes oder gewähren wir Zugriff auf Kundeninhalte, weil das Gesetz es verlangt, handeln wir aufgrund unserer rechtlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO, bei Meldungen mit Art. 16 DSA und Art. 17 DSA); prüfen wir einen Hinweis auf einen Verstoß, den wir selbst bemerkt haben, handeln wir aufgrund unseres berechtigten Interesses an einer Plattform ohne Missbrauch (Art. 6 Abs. 1 lit. f DSGVO). In beiden Fällen sind wir dafür selbst verantwortlich und handeln nicht im Auftrag unserer Kundschaft.',
    ja: '違反の通報を審査する場合、または法令の要求により顧客コンテンツを開示する場合、当社は自らの法的義務に基づいて行動します（GDPR 第 6 条第 1 項 (c)、通報については DSA 第 16 条および第 17 条と併せて）。当社が自ら発見した違反の兆候を調べる場合は、不正利用のないプラットフォームという当社の正当な利益に基づいて行動します（GDPR 第 6 条第 1 項 (f)）。いずれの場合も当社がその管理者であり、お客様の指示に基づいて行動するものではありません。',
    ko: '위반 신고를 검토하거나 법령이 요구하여 고객 콘텐츠를 제공하는 경우, 당사는 당사의 법적 의무에 근거하여 행동합니다(GDPR 제6조 제1항 (c), 신고의 경우 DSA 제16조 및 제17조와 함께). 당사가 스스로 발견한 위반 징후를 검토하는 경우에는 남용 없는 플랫폼에 대한 당사의 정당한 이익에 근거하여 행동합니다(GDPR 제6조 제1항 (f)). 두 경우 모두 당사가 그 처리의 개인정보처리자이며, 고객의 지시에 따라 행동하는 것이 아닙니다.',
  },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

/**
 * The day the current version of each legal page took effect, as an ISO date. Each page shows it
 * under its title, so a customer can tell which version applies (the terms announce changes by
 * email ahead, see `termsChangeNoticeWeeks`). Change the date with the page's content.
 */
export const legalVersions = {
  terms: '2026-11-29',
  privacy: '2026-11-29',
  acceptable: '2026-11-29',
  fairUse: '2026-11-29',
} as const;

/**
 * The legal basis of a transfer of personal data to a country outside the
 * European Economic Area (Chapter V GDPR), per kind: its short name, which the
 * recipients table gives, and what it means, stated once below the table.
 */
export const transferBases = {
  adequacy: {
    name: {
      en: 'Adequacy decision',
      de: 'Angemessenheitsbeschluss',
      ja: '十分性認定',
      ko: '적정성 결정',
    },
    explanation: {
      en: 'The European Commission has decided that the country ensures an adequate level of protection for personal data (Art. 45 GDPR).',
      de: 'Die Europäische Kommission hat beschlossen, dass das Land ein angemessenes Schutzniveau für personenbezogene Daten gewährleistet (Art. 45 DSGVO).',
      ja: '欧州委員会が、当該国は個人データについて十分な保護水準を確保していると認定しています（GDPR 第 45 条）。',
      ko: '유럽연합 집행위원회가 해당 국가가 개인정보에 대해 적정한 보호 수준을 보장한다고 결정했습니다(GDPR 제45조).',
    },
  },
  payersBankOutsideEea: {
    name: {
      en: 'Adequacy decision or necessary for the contract, if your bank is outside the EEA',
      de: 'Angemessenheitsbeschluss oder für den Vertrag erforderlich, wenn deine Bank außerhalb des EWR ist',
      ja: '十分性認定または契約の履行に必要（お客様の銀行が欧州経済領域外の場合）',
      ko: '적정성 결정 또는 계약 이행에 필요(귀하의 은행이 유럽경제지역 밖에 있는 경우)',
    },
    explanation: {
      en: 'If you pay by direct debit from an account at a bank outside the European Economic Area, the debit goes to that bank. For a country with an adequacy decision, such as Switzerland or the United Kingdom, that decision is the basis (Art. 45 GDPR). SEPA also covers countries without one, such as Albania, Montenegro, North Macedonia, Moldova and Serbia: for a bank there, the transfer is necessary for the contract with you, because you chose to pay from that account (Art. 49(1)(b) GDPR).',
      de: 'Zahlst du per Lastschrift von einem Konto bei einer Bank außerhalb des Europäischen Wirtschaftsraums, geht die Lastschrift an diese Bank. Für ein Land mit Angemessenheitsbeschluss, etwa die Schweiz oder das Vereinigte Königreich, ist dieser Beschluss die Grundlage (Art. 45 DSGVO). Zum SEPA-Raum gehören auch Länder ohne einen solchen Beschluss, etwa Albanien, Montenegro, Nordmazedonien, Moldau und Serbien: Für eine Bank dort ist die Übermittlung für den Vertrag mit dir erforderlich, weil du von diesem Konto zahlen willst (Art. 49 Abs. 1 lit. b DSGVO).',
      ja: '欧州経済領域外の銀行の口座から口座振替で支払う場合、引き落としはその銀行に送られます。スイスや英国など十分性認定を受けた国では、その認定が移転の根拠です（GDPR 第 45 条）。SEPA には、アルバニア、モンテネグロ、北マケドニア、モルドバ、セルビアなど十分性認定のない国も含まれます。そうした国の銀行については、お客様がその口座からの支払いを選んだため、この移転はお客様との契約の履行に必要なものです（GDPR 第 49 条第 1 項 (b)）。',
      ko: '유럽경제지역 밖에 있는 은행의 계좌에서 자동이체로 결제하면 출금 요청이 그 은행으로 갑니다. 스위스나 영국처럼 적정성 결정이 있는 국가는 그 결정이 이전 근거입니다(GDPR 제45조). SEPA에는 알바니아, 몬테네그로, 북마케도니아, 몰도바, 세르비아처럼 적정성 결정이 없는 국가도 포함됩니다. 그런 국가의 은행이라면 귀하가 그 계좌에서 결제하기로 선택했으므로 이 이전은 귀하와의 계약 이행에 필요합니다(GDPR 제49조 제1항 (b)).',
    },
  },
  dataPrivacyFramework: {
    name: {
      en: 'Data Privacy Framework, standard contractual clauses',
      de: 'Data Privacy Framework, Standardvertragsklauseln',
      ja: 'データプライバシーフレームワーク、標準契約条項',
      ko: '데이터 프라이버시 프레임워크, 표준 계약 조항',
    },
    explanation: {
      en: 'The company is certified under the EU–US Data Privacy Framework (Art. 45 GDPR). We have also agreed the standard contractual clauses of the European Commission with it (Art. 46(2)(c) GDPR), which apply should the certification lapse.',
      de: 'Das Unternehmen ist nach dem EU-US Data Privacy Framework zertifiziert (Art. 45 DSGVO). Zusätzlich haben wir mit ihm die Standardvertragsklauseln der Europäischen Kommission vereinbart (Art. 46 Abs. 2 lit. c DSGVO); sie gelten, falls die Zertifizierung entfällt.',
      ja: '同社は EU–米国データプライバシーフレームワークに基づく認証を受けています（GDPR 第 45 条）。加えて当社は同社と欧州委員会の標準契約条項（GDPR 第 46 条第 2 項 (c)）を締結しており、認証が失効した場合はこれが適用されます。',
      ko: '해당 회사는 EU–미국 데이터 프라이버시 프레임워크에 따라 인증을 받았습니다(GDPR 제45조). 이와 함께 당사는 해당 회사와 유럽연합 집행위원회의 표준 계약 조항(GDPR 제46조 제2항 (c))을 체결했으며, 인증이 효력을 잃으면 이 조항이 적용됩니다.',
    },
  },
  certificateForYourHostname: {
    name: {
      en: 'Necessary for the contract (certificates for your hostnames)',
      de: 'Für den Vertrag erforderlich (Zertifikate für deine Hostnamen)',
      ja: '契約の履行に必要（お客様のホスト名の証明書）',
      ko: '계약 이행에 필요(귀하의 호스트 이름에 대한 인증서)',
    },
    explanation: {
      en: "A service with public networking, a custom domain or a database is reached over TLS under its hostname, so we request a certificate for that hostname from the certificate authority Let's Encrypt in the United States; the transfer of the hostname is necessary for the contract with you (Art. 49(1)(b) GDPR). As browsers require, every certificate is published in the public Certificate Transparency logs, so the hostname becomes public, and stays in the logs for good. If a hostname contains a name, choose one that you are content to see published.",
      de: 'Ein öffentlich erreichbarer Dienst, eine eigene Domain oder eine Datenbank ist per TLS unter ihrem Hostnamen erreichbar; dafür beantragen wir bei der Zertifizierungsstelle Let’s Encrypt in den USA ein Zertifikat für diesen Hostnamen. Die Übermittlung des Hostnamens ist für den Vertrag mit dir erforderlich (Art. 49 Abs. 1 lit. b DSGVO). Wie Browser es verlangen, wird jedes Zertifikat in den öffentlichen Certificate-Transparency-Logs veröffentlicht: Der Hostname wird damit öffentlich und bleibt dauerhaft in den Logs. Enthält ein Hostname einen Namen, wähle einen, dessen Veröffentlichung dich nicht stört.',
      ja: "公開ネットワークを使うサービス、カスタムドメイン、データベースには、そのホスト名で TLS 接続します。そのため当社は米国の認証局 Let's Encrypt にそのホスト名の証明書を申請します。ホスト名の移転はお客様との契約の履行に必要なものです（GDPR 第 49 条第 1 項 (b)）。ブラウザーの要件により、すべての証明書は公開の証明書透明性ログに掲載されるため、ホスト名は公開され、ログから削除されることはありません。ホスト名に人の名前を含める場合は、公開されても差し支えないものを選んでください。",
      ko: "공개 네트워크를 사용하는 서비스, 사용자 지정 도메인, 데이터베이스에는 해당 호스트 이름으로 TLS 접속합니다. 이를 위해 당사는 미국의 인증 기관 Let's Encrypt에 그 호스트 이름의 인증서를 신청합니다. 호스트 이름의 이전은 귀하와의 계약 이행에 필요합니다(GDPR 제49조 제1항 (b)). 브라우저의 요구에 따라 모든 인증서는 공개 인증서 투명성 로그에 게시되므로 호스트 이름은 공개되며 로그에 영구히 남습니다. 호스트 이름에 사람의 이름을 넣는 경우 공개되어도 괜찮은 이름을 고르십시오.",
    },
  },
} as const;

/** Countries of the European Economic Area among the recipients' countries: no transfer basis needed. */
export const eeaCountries: readonly string[] = ['DE', 'NL'];

/**
 * A recipient's role: `subprocessor` hosts customer content, for which we are the customer's
 * processor; `processor` works on data we control (account, billing, support, this site);
 * `controller` decides on its processing itself (a payment institution's or a bank's own duties).
 */
export type RecipientRole = 'subprocessor' | 'processor' | 'controller';

interface Recipient {
  /** A company, or a kind of recipient named in every language (the banks). */
  name: string | Readonly<Record<Locale, string>>;
  role: RecipientRole;
  /**
   * ISO 3166 code of the country where it processes the data; `DE-and-payers-bank` for the banks
   * of a direct debit: ours in Germany and the payer's, wherever that is.
   */
  country: 'DE' | 'NL' | 'US' | 'JP' | 'DE-and-payers-bank';
  /** The platform regions it runs (servers, storage, network, with the region's backups and logs). */
  regions: readonly RegionId[];
  /** Set exactly when the country is outside the EEA. */
  transferBasis?: keyof typeof transferBases;
  purpose: Readonly<Record<Locale, string>>;
}

/**
 * Every recipient of personal data: the sub-processors of the platform (Art. 28(2) and (4)
 * GDPR), one for each region; the processors of what we control, among them the host of the
 * dashboard's data; the payment provider and the banks of a direct debit as controllers of their
 * own. Placeholders, like the legal notice's in ./brand: the operator puts in the real companies.
 */
export const recipients: readonly Recipient[] = [
  {
    name: 'Beispiel Rechenzentrum GmbH, Beispielstadt (DE)',
    country: 'DE',
    role: 'subprocessor',
    regions: ['eu-central'],
    purpose: {
      en: 'servers, storage and network of the region eu-central',
      de: 'Server, Speicher und Netz der Region eu-central',
      ja: 'リージョン eu-central のサーバー、ストレージ、ネットワーク',
      ko: 'eu-central 리전의 서버, 스토리지 및 네트워크',
    },
  },
  {
    name: 'Beispiel Rechenzentrum GmbH, Beispielstadt (DE)',
    country: 'DE',
    role: 'processor',
    regions: [],
    purpose: {
      en: 'the servers in its data centre of the region eu-central for the dashboard, with the account, billing and usage data, and for this documentation site, with its tracker data',
      de: 'die Server im Rechenzentrum der Region eu-central für das Dashboard mit den Daten zu Konto, Abrechnung und Nutzung und für diese Dokumentationsseite mit den Daten ihres Trackers',
      ja: 'リージョン eu-central のデータセンターにある、ダッシュボード（アカウント、請求、利用のデータ）およびこのドキュメントサイト（トラッカーのデータを含む）のサーバー',
      ko: 'eu-central 리전의 데이터 센터에 있는 대시보드(계정, 청구, 사용량 데이터) 및 이 문서 사이트(트래커 데이터 포함)의 서버',
    },
  },
  {
    name: 'Voorbeeld Datacenter B.V., Voorbeeldstad (NL)',
    country: 'NL',
    role: 'subprocessor',
    regions: ['eu-west'],
    purpose: {
      en: 'servers, storage and network of the region eu-west',
      de: 'Server, Speicher und Netz der Region eu-west',
      ja: 'リージョン eu-west のサーバー、ストレージ、ネットワーク',
      ko: 'eu-west 리전의 서버, 스토리지 및 네트워크',
    },
  },
  {
    name: 'Example Data Center Inc., Exampleville, Virginia (US)',
    country: 'US',
    role: 'subprocessor',
    regions: ['us-east'],
    transferBasis: 'dataPrivacyFramework',
    purpose: {
      en: 'servers, storage and network of the region us-east',
      de: 'Server, Speicher und Netz der Region us-east',
      ja: 'リージョン us-east のサーバー、ストレージ、ネットワーク',
      ko: 'us-east 리전의 서버, 스토리지 및 네트워크',
    },
  },
  {
    name: 'Rei Data Center K.K., Tokyo (JP)',
    country: 'JP',
    role: 'subprocessor',
    regions: ['ap-northeast'],
    transferBasis: 'adequacy',
    purpose: {
      en: 'servers, storage and network of the region ap-northeast',
      de: 'Server, Speicher und Netz der Region ap-northeast',
      ja: 'リージョン ap-northeast のサーバー、ストレージ、ネットワーク',
      ko: 'ap-northeast 리전의 서버, 스토리지 및 네트워크',
    },
  },
  {
    name: 'Beispiel Payments GmbH, Beispielstadt (DE)',
    country: 'DE',
    role: 'controller',
    regions: [],
    purpose: {
      en: 'card payments and SEPA direct debits, for both as a payment institution with legal duties of its own',
      de: 'Kartenzahlungen und SEPA-Lastschriften, für beide als Zahlungsinstitut mit eigenen gesetzlichen Pflichten',
      ja: 'カード決済と SEPA 口座振替（いずれも、独自の法的義務を負う決済機関として）',
      ko: '카드 결제와 SEPA 자동이체(둘 다 자체 법적 의무를 지는 결제 기관으로서)',
    },
  },
  {
    name: {
      en: 'Banks: ours and yours',
      de: 'Banken: unsere und deine',
      ja: '銀行（当社の銀行とお客様の銀行）',
      ko: '은행(당사의 은행과 귀하의 은행)',
    },
    country: 'DE-and-payers-bank',
    role: 'controller',
    regions: [],
    transferBasis: 'payersBankOutsideEea',
    purpose: {
      en: 'SEPA direct debits: your bank debits the amount with our creditor identifier and the mandate reference, ours receives it',
      de: 'SEPA-Lastschriften: Deine Bank bucht den Betrag mit unserer Gläubiger-ID und der Mandatsreferenz ab, unsere erhält ihn',
      ja: 'SEPA 口座振替（お客様の銀行が当社の債権者 ID とマンデート参照番号で金額を引き落とし、当社の銀行が受け取ります）',
      ko: 'SEPA 자동이체(귀하의 은행이 당사의 채권자 식별번호와 출금 위임 참조 번호로 금액을 출금하고, 당사의 은행이 이를 받습니다)',
    },
  },
  {
    name: {
      en: "Internet Security Research Group (Let's Encrypt), San Francisco (US)",
      de: 'Internet Security Research Group (Let’s Encrypt), San Francisco (US)',
      ja: "Internet Security Research Group (Let's Encrypt), San Francisco (US)",
      ko: "Internet Security Research Group (Let's Encrypt), San Francisco (US)",
    },
    country: 'US',
    role: 'controller',
    regions: [],
    transferBasis: 'certificateForYourHostname',
    purpose: {
      en: 'TLS certificates for the hostnames of services, custom domains and databases, as a certificate authority that publishes every certificate in the public Certificate Transparency logs',
      de: 'TLS-Zertifikate für die Hostnamen von Diensten, eigenen Domains und Datenbanken, als Zertifizierungsstelle, die jedes Zertifikat in den öffentlichen Certificate-Transparency-Logs veröffentlicht',
      ja: 'サービス、カスタムドメイン、データベースのホスト名の TLS 証明書（すべての証明書を公開の証明書透明性ログに掲載する認証局として）',
      ko: '서비스, 사용자 지정 도메인, 데이터베이스의 호스트 이름에 대한 TLS 인증서(모든 인증서를 공개 인증서 투명성 로그에 게시하는 인증 기관으로서)',
    },
  },
  {
    name: 'Beispiel Mailversand GmbH, Beispielstadt (DE)',
    country: 'DE',
    role: 'processor',
    regions: [],
    purpose: {
      en: 'delivery of the emails we send: confirmations, invoices, alerts, notices and our replies',
      de: 'Zustellung der E-Mails, die wir versenden: Bestätigungen, Rechnungen, Alarme, Mitteilungen und unsere Antworten',
      ja: '当社が送信するメール（確認、請求書、アラート、通知、当社からの返信）の配信',
      ko: '당사가 보내는 이메일(확인, 청구서, 알림, 공지, 당사의 답변)의 발송',
    },
  },
  {
    name: 'Beispiel Helpdesk GmbH, Beispielstadt (DE)',
    country: 'DE',
    role: 'processor',
    regions: [],
    purpose: {
      en: 'the ticket system that holds every email to our addresses and our replies',
      de: 'das Ticketsystem, in dem jede E-Mail an unsere Adressen und unsere Antworten liegen',
      ja: '当社のアドレスに届くすべてのメールと当社の返信を保管するチケットシステム',
      ko: '당사 주소로 오는 모든 이메일과 당사의 답변을 보관하는 티켓 시스템',
    },
  },
];

/** The platform's sub-processors: the companies that host customer content. */
export const subprocessors = recipients.filter((recipient) => recipient.role === 'subprocessor');
