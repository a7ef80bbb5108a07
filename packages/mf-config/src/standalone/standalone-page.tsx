import type { ComponentType, LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { pageLayouts, routeProps, type ExposedModule } from '@brf/contracts';
import styles from './standalone-app.module.css';

export interface StandaloneRoute {
  path: string;
  title: string;
  /** the exposed module this route shows: its props come from @brf/contracts' pageLayouts */
  module: ExposedModule;
  /** a slot widget takes the route params of the page it sits in (QuotesSection: ProjectDetailPage) */
  propsOf?: ExposedModule;
  // biome-ignore lint/suspicious/noExplicitAny: a remote's routes hold pages of different props, built at run time
  page: LazyExoticComponent<ComponentType<any>>;
}

/** Where another remote's widget would be on the page; that remote is not running here. */
function SlotPlaceholder({ name, remote, module }: { name: string; remote: string; module: string }) {
  return (
    <div className={styles.slot} data-standalone-slot={name}>
      slot <code>{name}</code>: {remote}/{module}
    </div>
  );
}

/** The same props the shell passes: route params mapped by the one declaration, slots as elements. */
export function StandalonePage({ route }: { route: StandaloneRoute }) {
  const params = useParams();
  const props: Record<string, unknown> = routeProps(route.propsOf ?? route.module, params);
  const slots = pageLayouts[route.module]?.slots;
  if (slots) {
    props.slots = Object.fromEntries(
      Object.entries(slots).map(([name, ref]) => [
        name,
        <SlotPlaceholder key={name} name={name} remote={ref.remote} module={ref.module} />,
      ]),
    );
  }
  const Page = route.page;
  return <Page {...props} />;
}
