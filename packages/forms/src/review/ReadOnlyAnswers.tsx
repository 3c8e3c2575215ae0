import { useIntl } from 'react-intl';
import { fieldState, type FormField, type FormSection } from '@cc/core/forms';
import { useFormRenderer } from '../context';
import { formRendererMessages as m } from '../messages';
import { itemPath, joinPath } from '../paths';
import { answerText } from './answerText';

type Values = Record<string, unknown>;

function Answers({
  fields,
  values,
  prefix,
  scope,
  root,
}: {
  fields: readonly FormField[];
  values: Values;
  prefix: string;
  scope: string;
  root: Values;
}) {
  const intl = useIntl();
  const { region } = useFormRenderer();
  return (
    <dl className="cc-answers">
      {fields.map((field) => {
        const path = joinPath(prefix, field.name);
        if (field.type === 'HtmlText' || !fieldState(field, root, scope).visible) return null;
        if (field.fields)
          return (
            <div key={path} className="cc-answers__group">
              <dt>{field.label}</dt>
              <dd>
                <Answers
                  fields={field.fields}
                  values={(values[field.name] ?? {}) as Values}
                  prefix={path}
                  scope={path}
                  root={root}
                />
              </dd>
            </div>
          );
        const text = answerText(field, values[field.name], root, region, intl);
        return (
          <div key={path} className="cc-answers__row" data-testid={`answer-${path}`}>
            <dt>{field.label}</dt>
            <dd className={text ? undefined : 'cc-answers__none'}>{text || intl.formatMessage(m.notAnswered)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

type Level = 2 | 3;
const heading = (level: number) => `h${Math.min(level, 6)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function SectionAnswers({ section, root, level }: { section: FormSection; root: Values; level: Level }) {
  const SectionTitle = heading(level + 1);
  const ItemTitle = heading(level + 2);
  const intl = useIntl();
  if (!section.repeatable)
    return (
      <section className="cc-form-section">
        {section.title && <SectionTitle className="cc-form-section__title">{section.title}</SectionTitle>}
        <Answers fields={section.fields} values={root} prefix="" scope="" root={root} />
      </section>
    );
  const items = Array.isArray(root[section.id]) ? (root[section.id] as Values[]) : [];
  const title = section.itemTitle ?? section.title;
  return (
    <section className="cc-form-section">
      <SectionTitle className="cc-form-section__title">{section.title}</SectionTitle>
      {items.length === 0 && <p className="cc-native-help">{intl.formatMessage(m.noItems)}</p>}
      {items.map((item, index) => (
        <div key={index} className="cc-form-item">
          <ItemTitle className="cc-form-item__legend">
            {intl.formatMessage(m.itemTitle, { title, number: index + 1 })}
          </ItemTitle>
          <Answers
            fields={section.fields}
            values={item ?? {}}
            prefix={itemPath(section, index)}
            scope={itemPath(section, index)}
            root={root}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * Every answer of a form read back, step by step: the review step, the preview (/preview/{hash}) and the print view.
 * Fields the family could not see are left out, as the server leaves them out.
 */
export function ReadOnlyAnswers({
  values,
  stepIds,
  level = 3,
}: {
  values: Values;
  stepIds?: readonly string[];
  /** The steps' heading level: 3 inside a step of the wizard (under its h2), 2 on a page of its own. */
  level?: Level;
}) {
  const { definition } = useFormRenderer();
  const StepTitle = heading(level);
  return (
    <div className="cc-read-only" data-testid="read-only-answers">
      {definition.steps
        .filter((step) => (step.kind ?? 'fields') === 'fields' && (!stepIds || stepIds.includes(step.id)))
        .map((step) => (
          <section key={step.id} className="cc-read-only__step" aria-labelledby={`cc-review-${step.id}`}>
            <StepTitle id={`cc-review-${step.id}`}>{step.title}</StepTitle>
            {step.sections.map((section) => (
              <SectionAnswers key={section.id} section={section} root={values} level={level} />
            ))}
          </section>
        ))}
    </div>
  );
}
