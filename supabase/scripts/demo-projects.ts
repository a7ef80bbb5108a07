// The demo marketplace around the demo accounts: three more BRFs and 26 more projects across the
// categories and states (open, past deadline, awarded, cancelled), with addresses, viewing dates,
// attachments (real PDFs and PNGs, made in code, in the project-files bucket) and quotes from the
// two demo providers. Called by seedDemoWorld (seed-users.ts); fixed ids, so it runs again safely.
//
// Written with the service role, which may back-date history (the deadline rule still holds
// against each project's created_at). Awards are written directly (status, project_awards, quote
// statuses) so past projects can be won by either demo provider.
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoPdf, demoPng } from './demo-files.ts';

export const DEMO_CATEGORY = {
  bygg: 'c0000000-0000-4000-8000-000000000001',
  takFasad: 'c0000000-0000-4000-8000-000000000002',
  vvs: 'c0000000-0000-4000-8000-000000000003',
  el: 'c0000000-0000-4000-8000-000000000004',
  maleri: 'c0000000-0000-4000-8000-000000000005',
  tradgard: 'c0000000-0000-4000-8000-000000000006',
  stadning: 'c0000000-0000-4000-8000-000000000007',
  fonster: 'c0000000-0000-4000-8000-000000000008',
  hiss: 'c0000000-0000-4000-8000-000000000009',
  ventilation: 'c0000000-0000-4000-8000-000000000010',
  energi: 'c0000000-0000-4000-8000-000000000011',
  las: 'c0000000-0000-4000-8000-000000000012',
  mark: 'c0000000-0000-4000-8000-000000000013',
  forvaltning: 'c0000000-0000-4000-8000-000000000014',
} as const;
type Category = keyof typeof DEMO_CATEGORY;

const uuid = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export const DEMO_BRFS = {
  ekbacken: {
    email: 'styrelsen@brf-ekbacken.se',
    first: 'Lars',
    last: 'Holm',
    name: 'BRF Ekbacken',
    number: '716420-1187',
    city: 'Uppsala',
    street: 'Ekbacksvägen',
    no: '12',
    zip: '752 38',
    flats: 48,
  },
  havsutsikten: {
    email: 'ordforande@brf-havsutsikten.se',
    first: 'Maria',
    last: 'Ek',
    name: 'BRF Havsutsikten',
    number: '757200-4412',
    city: 'Göteborg',
    street: 'Långedragsvägen',
    no: '48',
    zip: '426 71',
    flats: 112,
  },
  kvarnen: {
    email: 'styrelsen@brfkvarnen3.se',
    first: 'Ahmed',
    last: 'Karimi',
    name: 'BRF Kvarnen 3',
    number: '746000-9021',
    city: 'Malmö',
    street: 'Kvarngatan',
    no: '9',
    zip: '211 42',
    flats: 36,
  },
} as const;
type Owner = 'solglantan' | keyof typeof DEMO_BRFS;
type Provider = 'builder' | 'plumber';

export interface DemoFile {
  name: string;
  kind: 'pdf' | 'png';
  lines?: string[];
}
interface DemoProject {
  n: number;
  owner: Owner;
  title: string;
  description: string;
  categories: Category[];
  deadline: number;
  created: number;
  status?: 'cancelled';
  maxBids?: number;
  showWinner?: boolean;
  quotes?: [Provider, number, string][];
  winner?: Provider;
  address?: boolean;
  viewings?: [number, number, string][];
  files?: DemoFile[];
}

const PROJECTS: DemoProject[] = [
  {
    n: 100,
    owner: 'solglantan',
    title: 'Takbyte hus A och B',
    categories: ['takFasad'],
    deadline: 45,
    created: -3,
    maxBids: 8,
    description:
      'Byte av takpapp och läkt på två sadeltak (ca 1 400 m²) inklusive nya hängrännor, ' +
      'stuprör och snörasskydd. Taksäkerhet enligt AFS. ' +
      'Arbetet ska utföras under perioden april–september 2027 med byggställning mot gården.',
    quotes: [['builder', 2340000, 'Bandtäckt plåttak, 30 års garanti. Ställning ingår.']],
    address: true,
    viewings: [[10, 90, 'Samling vid porten till hus A. Vinden är öppen.']],
    files: [
      {
        name: 'Förfrågningsunderlag takbyte.pdf',
        kind: 'pdf',
        lines: [
          'Objekt: Solgläntans väg 4, hus A och B',
          'Omfattning: takbeläggning, läkt, plåtarbeten',
          'Entreprenadform: totalentreprenad enligt ABT 06',
          'Anbud senast enligt sista anbudsdag i portalen',
        ],
      },
      { name: 'Takplan.png', kind: 'png' },
    ],
  },
  {
    n: 101,
    owner: 'solglantan',
    title: 'Laddstolpar i garaget',
    categories: ['el'],
    deadline: 21,
    created: -4,
    description:
      'Installation av tolv laddpunkter (11 kW) med lastbalansering ' +
      'och debitering per lägenhet i föreningens garage.',
    files: [
      {
        name: 'Elritning garage.pdf',
        kind: 'pdf',
        lines: ['Garage plan -1, 24 platser', 'Befintlig servis 160 A', 'Önskat: 12 laddpunkter, förberett för 24'],
      },
    ],
  },
  {
    n: 102,
    owner: 'solglantan',
    title: 'OVK 2027',
    categories: ['ventilation'],
    deadline: 9,
    created: -6,
    description:
      'Obligatorisk ventilationskontroll av FTX-systemet i tre hus, 64 lägenheter, med protokoll och åtgärdslista.',
    quotes: [['plumber', 48500, 'Besiktning av samtliga lägenheter på två dagar.']],
    address: true,
  },
  {
    n: 103,
    owner: 'solglantan',
    title: 'Relining av spillvattenstammar',
    categories: ['vvs'],
    deadline: -6,
    created: -50,
    description: 'Relining av spillvattenstammar och bottenplattans ledningar i hus C. Filmning före och efter ingår.',
    quotes: [['plumber', 1150000, 'Strumpmetoden, filmning och rapport ingår.']],
  },
  {
    n: 104,
    owner: 'solglantan',
    title: 'Energideklaration',
    categories: ['energi'],
    deadline: 30,
    created: -10,
    status: 'cancelled',
    description: 'Ny energideklaration för föreningens tre byggnader. Avbruten: görs i samband med takbytet i stället.',
  },
  {
    n: 105,
    owner: 'solglantan',
    title: 'Fönsterbyte gatufasad',
    categories: ['fonster', 'bygg'],
    deadline: -40,
    created: -90,
    showWinner: true,
    description:
      'Byte av 96 fönster mot gatan till treglasfönster med U-värde 0,9, inklusive smygar och fönsterbänkar.',
    quotes: [['builder', 1680000, 'Elitfönster, montage två veckor per hus.']],
    winner: 'builder',
  },
  {
    n: 106,
    owner: 'solglantan',
    title: 'Solceller på taket',
    categories: ['energi', 'el'],
    deadline: 60,
    created: -1,
    description:
      'Solcellsanläggning på cirka 40 kWp på det nya taket på hus B, ' +
      'med växelriktare och anslutning till fastighetsel.',
    files: [{ name: 'Takyta hus B.png', kind: 'png' }],
  },

  {
    n: 110,
    owner: 'ekbacken',
    title: 'Stambyte etapp 2',
    categories: ['vvs', 'bygg'],
    deadline: 35,
    created: -5,
    maxBids: 10,
    description:
      'Stambyte i 24 lägenheter (trappuppgång 3 och 4) med nya badrum, tätskikt enligt BBV ' +
      'och nya el-golvvärmeslingor. Evakueringslägenhet finns. Etapp 1 genomfördes 2024.',
    quotes: [
      ['plumber', 6900000, 'Totalentreprenad, 8 veckor per stam.'],
      ['builder', 7250000, 'Inklusive kakel enligt standardval.'],
    ],
    address: true,
    viewings: [
      [12, 120, 'Visning av lägenhet 1102 och källarplan.'],
      [14, 60, 'Extra visning, samma plats.'],
    ],
    files: [
      {
        name: 'Förfrågningsunderlag stambyte.pdf',
        kind: 'pdf',
        lines: [
          'BRF Ekbacken, Ekbacksvägen 12, Uppsala',
          'Etapp 2: trappuppgång 3 och 4, 24 lägenheter',
          'Standardval badrum bifogas separat',
        ],
      },
      { name: 'Planritning lgh 1102.png', kind: 'png' },
    ],
  },
  {
    n: 111,
    owner: 'ekbacken',
    title: 'Fasadrenovering av gårdshusen',
    categories: ['takFasad', 'maleri'],
    deadline: 18,
    created: -4,
    description:
      'Lagning av puts och ommålning av fasaderna mot gården, cirka 900 m², med silikatfärg i befintlig kulör.',
    quotes: [['builder', 980000, 'Två strykningar silikatfärg, lagning ingår.']],
  },
  {
    n: 112,
    owner: 'ekbacken',
    title: 'Hissbyte i trapphus 1–3',
    categories: ['hiss'],
    deadline: -10,
    created: -45,
    description: 'Byte av tre linhissar från 1975 till maskinrumslösa hissar med automatiska dörrar.',
    quotes: [
      ['builder', 2900000, 'Tre hissar, sex veckors avbrott per hiss.'],
      ['plumber', 3050000, 'Med underentreprenör för hissmontage.'],
    ],
  },
  {
    n: 113,
    owner: 'ekbacken',
    title: 'Ny passagekontroll',
    categories: ['las'],
    deadline: 25,
    created: -2,
    description: 'Taggläsare på sju dörrar, nytt porttelefonsystem och administration via webb för styrelsen.',
  },
  {
    n: 114,
    owner: 'ekbacken',
    title: 'Gårdsrenovering med ny lekplats',
    categories: ['tradgard', 'mark'],
    deadline: -20,
    created: -60,
    description: 'Ny lekplats med fallskydd, planteringar och belysning på innergården.',
  },
  {
    n: 115,
    owner: 'ekbacken',
    title: 'Trappstädning 2027–2029',
    categories: ['stadning'],
    deadline: 40,
    created: -3,
    description: 'Veckostädning av fyra trapphus och tvättstuga samt fönsterputs två gånger per år.',
  },

  {
    n: 120,
    owner: 'havsutsikten',
    title: 'Balkongrenovering',
    categories: ['bygg', 'takFasad'],
    deadline: 28,
    created: -6,
    description:
      'Renovering av 112 balkonger: nya plattor, räcken och tätskikt. Bygglov beviljat. ' +
      'Arbetet utförs hus för hus för att begränsa störningarna för de boende.',
    quotes: [['builder', 3450000, 'Prefabricerade plattor, sex månader.']],
    address: true,
    viewings: [[8, 75, 'Samling på gården vid tvättstugan.']],
    files: [{ name: 'Balkongsektion.png', kind: 'png' }],
  },
  {
    n: 121,
    owner: 'havsutsikten',
    title: 'Byte av ventilationsaggregat',
    categories: ['ventilation', 'energi'],
    deadline: 14,
    created: -2,
    description: 'Två nya FTX-aggregat med roterande värmeväxlare och styrning via föreningens fastighetssystem.',
    quotes: [['plumber', 720000, 'Två aggregat med injustering och OVK.']],
  },
  {
    n: 122,
    owner: 'havsutsikten',
    title: 'Målning av fönster och balkongräcken',
    categories: ['maleri'],
    deadline: -25,
    created: -70,
    description: 'Skrapning, grundning och målning av 340 fönster och balkongräcken av trä.',
    quotes: [['builder', 412000, 'Linoljefärg, utförs från skylift.']],
    winner: 'builder',
  },
  {
    n: 123,
    owner: 'havsutsikten',
    title: 'Dränering av källarväggar',
    categories: ['mark', 'bygg'],
    deadline: 50,
    created: -1,
    description: 'Ny dränering och isolering av källarväggar längs norra fasaden (cirka 60 meter).',
  },
  {
    n: 124,
    owner: 'havsutsikten',
    title: 'Takomläggning med plåt',
    categories: ['takFasad'],
    deadline: -3,
    created: -35,
    description: 'Omläggning av tegeltak till falsad plåt på hus 2, inklusive nya taksäkerhetsanordningar.',
    quotes: [['builder', 1890000, 'Falsad plåt, svart, 12 veckor.']],
  },
  {
    n: 125,
    owner: 'havsutsikten',
    title: 'Värmepumpar (bergvärme)',
    categories: ['energi', 'vvs'],
    deadline: 20,
    created: -8,
    status: 'cancelled',
    description: 'Bergvärme med sex borrhål. Avbruten efter stämmans beslut att vänta på fjärrvärmeavtalet.',
  },

  {
    n: 130,
    owner: 'kvarnen',
    title: 'Relining och stambyte kök',
    categories: ['vvs'],
    deadline: 31,
    created: -4,
    description: 'Relining av köksstammar och byte av vattenledningar i 36 lägenheter, utan evakuering.',
    quotes: [['plumber', 2100000, 'Relining av köksstammar, tre dagar per lägenhet.']],
    address: true,
  },
  {
    n: 131,
    owner: 'kvarnen',
    title: 'Hissmodernisering',
    categories: ['hiss', 'el'],
    deadline: 55,
    created: -2,
    description:
      'Modernisering av två hissar: nytt styrsystem, nya dörrar och korgar, nödtelefon enligt gällande krav.',
    quotes: [
      ['builder', 1150000, 'Två hissar, tre veckor vardera.'],
      ['plumber', 1290000, 'Inklusive serviceavtal första året.'],
    ],
    viewings: [[6, 45, 'Maskinrummet visas, ta med ficklampa.']],
  },
  {
    n: 132,
    owner: 'kvarnen',
    title: 'Ny entréport och porttelefon',
    categories: ['fonster', 'las'],
    deadline: 11,
    created: -5,
    description: 'Ny entréport i ek med automatisk dörröppnare och porttelefon med kodlås.',
  },
  {
    n: 133,
    owner: 'kvarnen',
    title: 'Fasadtvätt och impregnering',
    categories: ['takFasad', 'stadning'],
    deadline: -15,
    created: -40,
    description: 'Tvätt av tegelfasader och impregnering mot fukt och klotter.',
  },
  {
    n: 134,
    owner: 'kvarnen',
    title: 'Tilläggsisolering av vind',
    categories: ['bygg', 'energi'],
    deadline: -30,
    created: -80,
    showWinner: true,
    description: 'Tilläggsisolering av kallvind med 300 mm lösull och nya gångbryggor.',
    quotes: [['builder', 560000, 'Lösull 300 mm, två veckor.']],
    winner: 'builder',
  },
  {
    n: 135,
    owner: 'kvarnen',
    title: 'Teknisk förvaltning 2027',
    categories: ['forvaltning'],
    deadline: 70,
    created: -1,
    description: 'Upphandling av teknisk förvaltning med fastighetsskötsel, jour och energiuppföljning från 2027.',
  },
  {
    n: 136,
    owner: 'kvarnen',
    title: 'Asfaltering av innergård',
    categories: ['mark'],
    deadline: 16,
    created: -3,
    description: 'Ny asfalt på innergården (cirka 450 m²) med brunnar och markering av cykelparkering.',
  },
];

export interface DemoProjectsContext {
  db: SupabaseClient;
  put(table: string, rows: Record<string, unknown>[], onConflict?: string): Promise<void>;
  ensureAuthUser(email: string, meta: Record<string, unknown>): Promise<string>;
  brfId: string;
  brfUserId: string;
  providerIds: Record<Provider, string>;
}

const BRF_IDS: Record<keyof typeof DEMO_BRFS, string> = {
  ekbacken: uuid(601),
  havsutsikten: uuid(602),
  kvarnen: uuid(603),
};
const ADDRESS: Record<Owner, { street: string; street_number: string; zip: string; city: string }> = {
  solglantan: { street: 'Solgläntans väg', street_number: '4', zip: '117 43', city: 'Stockholm' },
  ...(Object.fromEntries(
    Object.entries(DEMO_BRFS).map(([k, b]) => [k, { street: b.street, street_number: b.no, zip: b.zip, city: b.city }]),
  ) as Record<keyof typeof DEMO_BRFS, { street: string; street_number: string; zip: string; city: string }>),
};

export async function seedDemoProjects(ctx: DemoProjectsContext): Promise<void> {
  const owners: Record<Owner, string> = { solglantan: ctx.brfId, ...BRF_IDS };
  const ownerUsers = { solglantan: ctx.brfUserId } as Record<Owner, string>;
  for (const [key, b] of Object.entries(DEMO_BRFS) as [
    keyof typeof DEMO_BRFS,
    (typeof DEMO_BRFS)[keyof typeof DEMO_BRFS],
  ][]) {
    const userId = await ctx.ensureAuthUser(b.email, {
      first_name: b.first,
      last_name: b.last,
      organization_type: 'brf',
    });
    ownerUsers[key] = userId;
    await ctx.put(
      'brf_profiles',
      [
        {
          id: BRF_IDS[key],
          user_id: userId,
          organization_number: b.number,
          organization_name: b.name,
          contact_person_first_name: b.first,
          contact_person_last_name: b.last,
          email: b.email,
          city: b.city,
          street_address: b.street,
          street_number: b.no,
          zip: b.zip,
          number_of_apartments: b.flats,
        },
      ],
      'user_id',
    );
  }

  await ctx.put(
    'projects',
    PROJECTS.map((p) => ({
      id: uuid(p.n),
      brf_id: owners[p.owner],
      title: p.title,
      description: p.description,
      submission_deadline: days(p.deadline),
      created_at: days(p.created),
      max_bids: p.maxBids ?? null,
      show_winner_publicly: p.showWinner ?? false,
      status: p.status ?? (p.winner ? 'awarded' : 'open'),
    })),
  );
  await ctx.put(
    'project_service_categories',
    PROJECTS.flatMap((p) =>
      p.categories.map((c) => ({ project_id: uuid(p.n), service_category_id: DEMO_CATEGORY[c] })),
    ),
    'project_id,service_category_id',
  );
  await ctx.put(
    'project_addresses',
    PROJECTS.filter((p) => p.address).map((p) => ({ id: uuid(p.n + 200), project_id: uuid(p.n), ...ADDRESS[p.owner] })),
  );
  await ctx.put(
    'project_viewing_dates',
    PROJECTS.flatMap((p) =>
      (p.viewings ?? []).map(([inDays, minutes, comments], i) => {
        const a = ADDRESS[p.owner];
        return {
          id: uuid(p.n * 10 + 3000 + i),
          project_id: uuid(p.n),
          viewing_date: `${days(inDays).slice(0, 11)}08:00:00.000Z`,
          duration_minutes: minutes,
          comments,
          address_street: a.street,
          address_street_number: a.street_number,
          address_zip: a.zip,
          address_city: a.city,
        };
      }),
    ),
  );

  const quotes = PROJECTS.flatMap((p) =>
    (p.quotes ?? []).map(([provider, amount, description], i) => ({
      id: uuid(p.n * 10 + 4000 + i),
      project_id: uuid(p.n),
      service_provider_id: ctx.providerIds[provider],
      quote_amount: amount,
      description,
      created_at: days(Math.min(p.created + 0.5 + i / 10, Math.min(p.deadline, 0) - 0.5)),
      status: p.winner ? (provider === p.winner ? 'accepted' : 'rejected') : 'submitted',
      is_viewed: p.deadline < 0,
      viewed_at: p.deadline < 0 ? days(p.deadline + 1) : null,
    })),
  );
  await ctx.put('quotes', quotes);
  await ctx.put(
    'project_awards',
    PROJECTS.filter((p) => p.winner).map((p) => {
      const quote = quotes.find((q) => q.project_id === uuid(p.n) && q.status === 'accepted')!;
      return {
        project_id: uuid(p.n),
        winning_service_provider_id: quote.service_provider_id,
        winning_quote_id: quote.id,
        winning_budget: quote.quote_amount,
        awarded_at: days(p.deadline + 3),
      };
    }),
    'project_id',
  );

  const uploads = PROJECTS.flatMap((p) => (p.files ?? []).map((f, i) => ({ p, f, i })));
  for (const { p, f, i } of uploads) {
    await putDemoFile(ctx, {
      id: uuid(p.n * 10 + 5000 + i),
      projectId: uuid(p.n),
      title: p.title,
      file: f,
      variant: p.n + i,
      uploadedBy: ownerUsers[p.owner],
    });
  }
}

/** A real file in the project-files bucket and its attachment row, as the owner would leave them. */
export async function putDemoFile(
  ctx: Pick<DemoProjectsContext, 'db' | 'put'>,
  {
    id,
    projectId,
    title,
    file,
    variant,
    uploadedBy,
  }: { id: string; projectId: string; title: string; file: DemoFile; variant: number; uploadedBy: string },
): Promise<void> {
  const bytes =
    file.kind === 'pdf' ? demoPdf(file.name.replace(/\.pdf$/, ''), [title, ...(file.lines ?? [])]) : demoPng(variant);
  const path = `${projectId}/${file.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .toLowerCase()}`;
  const type = file.kind === 'pdf' ? 'application/pdf' : 'image/png';
  const { error } = await ctx.db.storage.from('project-files').upload(path, bytes, { contentType: type, upsert: true });
  if (error) throw new Error(`upload ${path}: ${error.message}`);
  await ctx.put('project_attachments', [
    {
      id,
      project_id: projectId,
      file_name: file.name,
      file_type: type,
      file_size: bytes.byteLength,
      storage_path: path,
      uploaded_by: uploadedBy,
    },
  ]);
}
