import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { RouterOutlet } from '@angular/router';
import { ADMIN_CONFIG } from 'admin';

@Component({
  selector: 'app-root',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h1>{{ config.title }}</h1>
    <ul aria-label="Resources">
      @for (resource of config.resources; track resource.name) {
        <li>{{ resource.name }}: {{ resource.actions.join(', ') }}</li>
      }
    </ul>
    <router-outlet />
  `,
})
export class App {
  protected readonly config = inject(ADMIN_CONFIG);
}
