//! The command line's help in the learner's language: every command's and option's text
//! comes from the catalogue (`help-<command path>`, `help-<command path>--<option>`), and
//! the headings, defaults and possible values that clap would write in English are
//! written from it too.

use crate::i18n::{Arg as MsgArg, Catalog, Lang, Said};
use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command, CommandFactory};

/// The command line, told in `cat`'s language.
pub fn command(cat: &Catalog) -> Command {
    let mut cmd = localize(super::Cli::command(), cat, "mjref").arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(cat.tr("help-flag-version")),
    );
    // Building adds the `help` commands; only then can their own words be given.
    cmd.build();
    usage_in_words(help_commands(cmd, cat), cat)
}

/// clap writes the placeholders of a usage line (`[OPTIONS]`, `[COMMAND]`) in English; each
/// command's usage is given again with the catalogue's words for them, in help and in a
/// refusal alike.
fn usage_in_words(mut cmd: Command, cat: &Catalog) -> Command {
    let rendered = cmd.render_usage().to_string();
    let line = rendered
        .split_once(':')
        .map_or(rendered.as_str(), |(_, rest)| rest.trim_start());
    let told = line
        .replace("[OPTIONS]", &cat.tr("help-usage-options"))
        .replace("[COMMAND]", &cat.tr("help-usage-command-optional"))
        .replace("<COMMAND>", &cat.tr("help-usage-command"));
    cmd = cmd.override_usage(told);
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    names.iter().fold(cmd, |cmd, name| {
        cmd.mut_subcommand(name, |sub| usage_in_words(sub, cat))
    })
}

fn help_commands(cmd: Command, cat: &Catalog) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    names.iter().fold(cmd, |cmd, name| {
        cmd.mut_subcommand(name, |sub| {
            if name == "help" {
                sub.about(cat.tr("help-subcommand-help"))
                    .help_template(template(cat, false, true, false))
            } else {
                help_commands(sub, cat)
            }
        })
    })
}

/// The language to speak before the command line is parsed: `--lang` as written among
/// the arguments (a wrong value is left for the parser to refuse), then as for every run.
pub fn lang_of_args(args: &[std::ffi::OsString]) -> Lang {
    let mut flag = None;
    let mut words = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(Lang::from_tag) {
            flag = Some(lang);
        }
    }
    crate::setup::preferences::language(flag)
}

/// A command line clap refused, told in the catalogue's words on standard error, with the
/// usage of the command it was for and where to read more; help and version asked for are
/// printed as asked. Exits: 0 for help and version, 2 for a refusal.
pub fn exit_on(error: &clap::Error, cat: &Catalog) -> ! {
    use clap::error::{ContextKind, ErrorKind};
    let said = |kind: ContextKind| error.get(kind).map(ToString::to_string).unwrap_or_default();
    let id = match error.kind() {
        // clap says a value left out as an invalid empty value.
        ErrorKind::InvalidValue if said(ContextKind::InvalidValue).is_empty() => {
            "cli-error-value-missing"
        }
        ErrorKind::InvalidValue => "cli-error-invalid-value",
        ErrorKind::ValueValidation => "cli-error-value-validation",
        ErrorKind::UnknownArgument => "cli-error-unknown-argument",
        ErrorKind::InvalidSubcommand => "cli-error-unknown-command",
        ErrorKind::MissingRequiredArgument => "cli-error-missing-argument",
        ErrorKind::MissingSubcommand => "cli-error-missing-command",
        ErrorKind::ArgumentConflict => "cli-error-conflict",
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            "cli-error-values"
        }
        ErrorKind::NoEquals => "cli-error-no-equals",
        // Help and version are what was asked for; anything else clap says as it is.
        _ => error.exit(),
    };
    let mut suggested = said(ContextKind::SuggestedArg);
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
        ContextKind::SuggestedCommand,
    ] {
        if suggested.is_empty() {
            suggested = said(kind);
        }
    }
    // Our own value parsers carry their refusal as a message to tell (`number_in`).
    let reason = std::error::Error::source(error)
        .map(|e| {
            let text = e.to_string();
            Said::uncarry(&text).map_or(text, |said| said.tell(cat))
        })
        .unwrap_or_default();
    let near = if suggested.is_empty() { "none" } else { "some" };
    let message = cat.tr_args(
        id,
        &[
            ("near", near.into()),
            ("arg", said(ContextKind::InvalidArg).into()),
            ("value", said(ContextKind::InvalidValue).into()),
            ("valid", said(ContextKind::ValidValue).into()),
            ("command", said(ContextKind::InvalidSubcommand).into()),
            ("commands", said(ContextKind::ValidSubcommand).into()),
            ("prior", said(ContextKind::PriorArg).into()),
            ("suggested", suggested.into()),
            ("reason", reason.into()),
        ],
    );
    let usage = said(ContextKind::Usage);
    let usage = usage
        .split_once(':')
        .map_or(usage.as_str(), |(_, rest)| rest.trim_start());
    crate::visible::tell(&format!("mjref: {message}"));
    if !usage.is_empty() {
        crate::visible::tell(&format!("\n{} {usage}", cat.tr("help-heading-usage")));
    }
    crate::visible::tell(&format!("\n{}", cat.tr("cli-error-more")));
    std::process::exit(2)
}

fn localize(cmd: Command, cat: &Catalog, path: &str) -> Command {
    let id = format!("help-{path}");
    let mut cmd = cmd
        .about(cat.tr(&id))
        .disable_help_flag(true)
        .disable_version_flag(true)
        .mut_args(|arg| localize_arg(arg, cat, &id))
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(cat.tr("help-flag-help")),
        );
    for (suffix, long) in [("long-about", true), ("after-help", false)] {
        let more = format!("{id}-{suffix}");
        if cat.has(&more) {
            cmd = if long {
                cmd.long_about(cat.tr(&more))
            } else {
                cmd.after_help(cat.tr(&more))
            };
        }
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in &names {
        cmd = cmd.mut_subcommand(name, |sub| localize(sub, cat, &format!("{path}-{name}")));
    }
    let positionals = cmd.get_positionals().next().is_some();
    cmd.help_template(template(cat, !names.is_empty(), positionals, true))
}

fn localize_arg(arg: Arg, cat: &Catalog, command_id: &str) -> Arg {
    if arg.is_hide_set() {
        return arg;
    }
    let id = format!("{command_id}--{}", arg.get_id());
    let mut short = cat.tr(&id);
    let mut long = short.clone();
    let takes_values = arg.get_action().takes_values();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if takes_values && !defaults.is_empty() {
        let said = cat.tr_args(
            "help-default",
            &[("value", MsgArg::from(defaults.join(" ")))],
        );
        short = format!("{short} {said}");
        long = format!("{long} {said}");
    }
    let values = if takes_values {
        arg.get_possible_values()
    } else {
        Vec::new()
    };
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let listed = cat.tr_args(
            "help-possible-values",
            &[("values", names.join(", ").into())],
        );
        short = format!("{short} {listed}");
        let explained: Vec<String> = values
            .iter()
            .filter_map(|v| {
                let value_id = format!("{id}--{}", v.get_name());
                cat.has(&value_id)
                    .then(|| format!("  {}: {}", v.get_name(), cat.tr(&value_id)))
            })
            .collect();
        long = if explained.len() == values.len() {
            format!("{long}\n{}", explained.join("\n"))
        } else {
            format!("{long} {listed}")
        };
    }
    let arg = arg.help(short).long_help(long);
    let arg = value_names_in_words(arg, cat);
    if takes_values {
        arg.hide_default_value(true).hide_possible_values(true)
    } else {
        arg
    }
}

/// An option's value placeholders (`<COUNT>`) in the catalogue's words (`help-value-count`),
/// where it has them; clap shows them in help, in usage and in its refusals.
fn value_names_in_words(arg: Arg, cat: &Catalog) -> Arg {
    let Some(names) = arg.get_value_names() else {
        return arg;
    };
    let told: Vec<String> = names
        .iter()
        .map(|name| {
            let id = format!("help-value-{}", name.as_str().to_lowercase());
            if cat.has(&id) {
                cat.tr(&id)
            } else {
                name.to_string()
            }
        })
        .collect();
    arg.value_names(told)
}

/// clap's layout with the headings in the catalogue's words; a section the command does
/// not have is left out.
fn template(cat: &Catalog, commands: bool, positionals: bool, options: bool) -> StyledStr {
    let heading = |id: &str| {
        let style = clap::builder::styling::Style::new().bold().underline();
        format!("{style}{}{style:#}", cat.tr(id))
    };
    let mut t = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        heading("help-heading-usage")
    );
    if commands {
        t.push_str(&format!(
            "\n\n{}\n{{subcommands}}",
            heading("help-heading-commands")
        ));
    }
    if positionals {
        t.push_str(&format!(
            "\n\n{}\n{{positionals}}",
            heading("help-heading-arguments")
        ));
    }
    if options {
        t.push_str(&format!(
            "\n\n{}\n{{options}}",
            heading("help-heading-options")
        ));
    }
    t.push_str("{after-help}\n");
    StyledStr::from(t)
}

/// A seed: any whole number from 0, refused in the learner's language (the standard
/// library's own refusal is English).
pub(crate) fn seed_value(text: &str) -> Result<u64, String> {
    text.trim().parse::<u64>().map_err(|_| {
        Said::new(
            "cli-error-number-from",
            vec![("text", text.into()), ("low", 0u32.into())],
        )
        .carried()
    })
}

/// `seed_value` for a club's seed, which is 32 bits.
pub(crate) fn seed_value_u32(text: &str) -> Result<u32, String> {
    number_in(text, 0, Some(u32::MAX))
}

/// A whole number from `low` up to `high` (no limit where `None`), for clap: a refusal is
/// carried to be told in the learner's language.
pub(crate) fn number_in(text: &str, low: u32, high: Option<u32>) -> Result<u32, String> {
    let refuse = || {
        let (id, mut args) = match high {
            Some(high) => ("cli-error-number-range", vec![("high", high.into())]),
            None => ("cli-error-number-from", Vec::new()),
        };
        args.extend([("text", text.into()), ("low", low.into())]);
        Said::new(id, args).carried()
    };
    match text.trim().parse::<u32>() {
        Ok(n) if n >= low && high.is_none_or(|h| n <= h) => Ok(n),
        _ => Err(refuse()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<std::ffi::OsString> {
        words.iter().map(Into::into).collect()
    }

    #[test]
    fn the_language_is_read_from_the_arguments_before_they_are_parsed() {
        assert_eq!(
            lang_of_args(&args(&["mjref", "--lang", "pl", "quiz"])),
            Lang::Pl
        );
        assert_eq!(
            lang_of_args(&args(&["mjref", "quiz", "--lang=ru"])),
            Lang::Ru
        );
        assert_eq!(
            lang_of_args(&args(&["mjref", "--lang", "cs", "--lang", "ru"])),
            Lang::Ru
        );
    }

    #[test]
    fn every_command_and_option_has_its_help_in_every_language() {
        for lang in Lang::ALL {
            let cat = Catalog::for_lang(lang);
            let mut cmd = command(&cat);
            let mut missing = Vec::new();
            check(&mut cmd, &cat, "mjref", &mut missing);
            assert!(
                missing.is_empty(),
                "{}: {}",
                lang.code(),
                missing.join("\n")
            );
        }
    }

    fn check(cmd: &mut Command, cat: &Catalog, path: &str, missing: &mut Vec<String>) {
        let help = cmd.render_long_help().to_string();
        if help.contains('⟦') {
            missing.push(format!("{path}: {help}"));
        }
        for id in [format!("help-{path}")] {
            if !cat.has_own(&id) {
                missing.push(id);
            }
        }
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .filter(|n| n != "help")
            .collect();
        for name in names {
            if let Some(sub) = cmd.find_subcommand_mut(&name) {
                check(sub, cat, &format!("{path}-{name}"), missing);
            }
        }
    }
}
