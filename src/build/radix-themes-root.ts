import type { Plugin } from 'vite'

const THEME_MODULE = /@radix-ui\/themes\/dist\/esm\/components\/theme\.js$/
const TOOLTIP_IMPORT = ',Tooltip as w}from"radix-ui"'
const PROVIDER_OPEN = 'e.createElement(w.Provider,{delayDuration:200},'

/**
 * Radix Themes' root `<Theme>` wraps the app in a tooltip provider, which puts Radix Tooltip,
 * Popper and floating-ui (~18 KB gzip) into the first chunk of every route although only the
 * side rail shows tooltips, and those load on idle with their own provider
 * (app/shell/rail-tooltips.tsx). This build step drops the provider from the root theme.
 * It fails the build when the module no longer looks as expected (a Radix Themes upgrade),
 * so the saving cannot silently become a broken tooltip.
 */
export function radixThemesRootWithoutTooltip(): Plugin {
  return {
    name: 'radix-themes-root-without-tooltip',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME_MODULE.test(id)) return null
      if (!code.includes(TOOLTIP_IMPORT) || !code.includes(PROVIDER_OPEN))
        this.error(`${id} changed: update src/build/radix-themes-root.ts for this Radix Themes version`)
      return {
        code: code
          .replace(TOOLTIP_IMPORT, '}from"radix-ui"')
          .replace(PROVIDER_OPEN, 'e.createElement(e.Fragment,null,'),
        map: null,
      }
    },
  }
}
