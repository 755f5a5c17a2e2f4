// Korean search queries with the /ko/ pages a reader expects (any one of them counts as
// a hit; the page that covers the topic best first). Written from the Korean pages
// (site/i18n/ko/…: titles, descriptions, headings and text) the way a reader of those
// pages searches: short keywords, product names, Hangul loanwords as the pages write
// them, Latin names mixed with Korean, error messages as they appear in logs, and
// questions. Written without looking at the search engine (packages/search/src) or its
// results. Used by site/test/search-ja-ko.test.ts (hit@3 ≥ 90 %).
export const koreanQueries = [
  // Keywords in Korean
  { kind: 'keyword', query: '사용자 지정 도메인', expect: ['/ko/service/domain'] },
  {
    kind: 'keyword',
    query: '인증서 발급',
    expect: ['/ko/service/domain', '/ko/service/troubleshooting'],
  },
  { kind: 'keyword', query: '예약 작업', expect: ['/ko/service/async'] },
  { kind: 'keyword', query: '멱등성', expect: ['/ko/service/async'] },
  { kind: 'keyword', query: '비동기 작업 큐', expect: ['/ko/service/async'] },
  { kind: 'keyword', query: '연결 풀링', expect: ['/ko/postgresql'] },
  { kind: 'keyword', query: '백업 복구', expect: ['/ko/postgresql', '/ko/redis/'] },
  { kind: 'keyword', query: '구조화된 로그', expect: ['/ko/service/observability'] },
  { kind: 'keyword', query: '관측 가능성', expect: ['/ko/service/observability'] },
  { kind: 'keyword', query: '경로 접두사', expect: ['/ko/service/path-based'] },
  { kind: 'keyword', query: '접두사 제거', expect: ['/ko/service/path-based'] },
  { kind: 'keyword', query: '인스턴스 크기', expect: ['/ko/service/', '/ko/limit'] },
  { kind: 'keyword', query: '서비스 약관', expect: ['/ko/term'] },
  { kind: 'keyword', query: '개인정보 처리방침', expect: ['/ko/privacy'] },
  { kind: 'keyword', query: '악용 신고', expect: ['/ko/acceptable', '/ko/contact'] },
  { kind: 'keyword', query: '이의 제기', expect: ['/ko/acceptable'] },
  { kind: 'keyword', query: '응답 시간', expect: ['/ko/support'] },
  { kind: 'keyword', query: '공정 사용', expect: ['/ko/fair-use'] },
  { kind: 'keyword', query: '종량제', expect: ['/ko/overview', '/ko/term'] },
  { kind: 'keyword', query: '계약 해지', expect: ['/ko/term'] },
  { kind: 'keyword', query: '빠른 시작', expect: ['/ko/'] },
  // Hangul loanwords
  { kind: 'loanword', query: '롤백', expect: ['/ko/service/continuous-deployments'] },
  { kind: 'loanword', query: '미리 보기 배포', expect: ['/ko/service/continuous-deployments'] },
  { kind: 'loanword', query: '콜드 스타트', expect: ['/ko/serverless-vs-persistent'] },
  { kind: 'loanword', query: '메트릭 알림', expect: ['/ko/service/observability'] },
  { kind: 'loanword', query: '헤드리스 브라우저', expect: ['/ko/examples/testing/'] },
  { kind: 'loanword', query: '리전', expect: ['/ko/overview', '/ko/service/'] },
  {
    kind: 'loanword',
    query: '모노레포',
    expect: ['/ko/service/connect-to-github', '/ko/service/path-based'],
  },
  // Product names, alone or with Korean
  { kind: 'mixed', query: 'Redis 지속성', expect: ['/ko/redis/'] },
  { kind: 'mixed', query: 'Redis 메모리 제거', expect: ['/ko/redis/'] },
  {
    kind: 'mixed',
    query: 'Postgres 마이그레이션',
    expect: ['/ko/postgresql', '/ko/service/continuous-deployments'],
  },
  { kind: 'mixed', query: 'GitHub 앱 권한', expect: ['/ko/service/connect-to-github'] },
  { kind: 'mixed', query: 'DNS 레코드', expect: ['/ko/service/domain'] },
  { kind: 'mixed', query: 'Next.js 빌드 실패', expect: ['/ko/examples/nodejs/nextjs'] },
  { kind: 'mixed', query: 'Whisper 음성 텍스트 변환', expect: ['/ko/examples/audio/whisper'] },
  {
    kind: 'mixed',
    query: 'FFmpeg 썸네일',
    expect: ['/ko/examples/video/ffmpeg', '/ko/examples/video/'],
  },
  { kind: 'mixed', query: 'Puppeteer PDF', expect: ['/ko/examples/testing/puppeteer'] },
  { kind: 'mixed', query: 'Playwright 스크린샷', expect: ['/ko/examples/testing/playwright'] },
  { kind: 'mixed', query: 'Hugging Face 이미지 분류', expect: ['/ko/examples/ai/hg-image'] },
  { kind: 'mixed', query: 'Twelve-Factor 앱', expect: ['/ko/12factors'] },
  { kind: 'product', query: 'Django', expect: ['/ko/examples/python/django'] },
  { kind: 'product', query: 'FastAPI uvicorn', expect: ['/ko/examples/python/fastapi'] },
  { kind: 'product', query: 'Gin', expect: ['/ko/examples/golang/gin'] },
  { kind: 'product', query: 'Axum', expect: ['/ko/examples/rust/auxm'] },
  // Error messages as they appear
  { kind: 'error', query: 'HTTP 502 Bad Gateway', expect: ['/ko/service/troubleshooting'] },
  {
    kind: 'error',
    query: 'too many connections',
    expect: ['/ko/service/troubleshooting', '/ko/postgresql'],
  },
  { kind: 'error', query: 'WORKER TIMEOUT', expect: ['/ko/examples/python/flask'] },
  { kind: 'error', query: 'Cannot find module express', expect: ['/ko/examples/nodejs/express'] },
  // Questions and problems in the reader's words
  {
    kind: 'question',
    query: '상태 확인 실패',
    expect: ['/ko/service/troubleshooting', '/ko/examples/python/fastapi'],
  },
  {
    kind: 'question',
    query: '도메인이 계속 대기 중',
    expect: ['/ko/service/domain', '/ko/service/troubleshooting'],
  },
  {
    kind: 'question',
    query: '서버리스와 상시 실행 차이',
    expect: ['/ko/serverless-vs-persistent'],
  },
  { kind: 'question', query: '첫 서비스 배포 방법', expect: ['/ko/'] },
  {
    kind: 'question',
    query: '메모리 부족으로 인스턴스가 다시 시작됨',
    expect: [
      '/ko/service/troubleshooting',
      '/ko/examples/python/flask',
      '/ko/examples/ai/hg-image',
      '/ko/examples/audio/whisper',
    ],
  },
  {
    kind: 'question',
    query: 'WebSocket 연결이 끊김',
    expect: ['/ko/service/troubleshooting', '/ko/serverless-vs-persistent'],
  },
  { kind: 'question', query: '지원팀에 문의하는 방법', expect: ['/ko/support', '/ko/contact'] },
];
