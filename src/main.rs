use clap::FromArgMatches;
use mjref::cli::{self, Cli, Command};

fn main() {
    // The language is known before parsing, so that the help and the refusals are in it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cat = mjref::i18n::Catalog::for_lang(cli::help::lang_of_args(&args));
    let cli = cli::help::command(&cat)
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .unwrap_or_else(|e| cli::help::exit_on(&e, &cat));
    // A moment the clock cannot be moved to is refused before anything is saved at it.
    if let Ok(value) = std::env::var(mjref::study::NOW_VAR)
        && mjref::study::parse_now(&value).is_none()
    {
        mjref::visible::tell(&format!(
            "mjref: {}",
            cat.tr_args(
                "err-now",
                &[
                    ("var", mjref::study::NOW_VAR.into()),
                    ("value", mjref::visible::quoted(&value).into()),
                ],
            )
        ));
        std::process::exit(2);
    }
    let result = match &cli.command {
        _ if cli.print_first_frame => mjref::tui::first_frame_text(&cli.options(), 120, 40)
            .and_then(|t| {
                use std::io::Write;
                writeln!(std::io::stdout().lock(), "{t}").map_err(anyhow::Error::from)
            }),
        Some(Command::Quiz(args)) if !args.plain && args.deck.is_some() => {
            cli::deck::trainer(&cli, args)
        }
        Some(command @ Command::Quiz(args)) if !args.plain => cli
            .options_for(command)
            .and_then(|options| mjref::tui::run(&options, Some(&args.request()))),
        Some(command) => cli::run(&cli, command),
        None => mjref::tui::run(&cli.options(), None),
    };
    if let Err(err) = result {
        // The reader of the output went away (`mjref articles | head`): nothing to say.
        if cli::output_cut(&err) {
            return;
        }
        if let Some(code) = cli::already_said(&err) {
            std::process::exit(code);
        }
        // Told with its control characters visible (a name from a file may hold some),
        // and never a panic where standard error cannot be written (a full disk).
        mjref::visible::tell(&format!("mjref: {}", cli::describe_error(&err, &cat)));
        std::process::exit(cli::exit_code(&err));
    }
}
