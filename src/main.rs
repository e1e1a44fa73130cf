use clap::Parser;
use mjref::cli::{self, Cli, Command};

fn main() {
    let cli = Cli::parse();
    let result = match &cli.command {
        _ if cli.print_first_frame => {
            mjref::tui::first_frame_text(&cli.options(), 120, 40).map(|t| println!("{t}"))
        }
        Some(Command::Quiz(args)) if !args.plain && args.deck.is_some() => {
            cli::deck::trainer(&cli, args)
        }
        Some(Command::Quiz(args)) if !args.plain => {
            mjref::tui::run(&cli.options(), Some(&args.request()))
        }
        Some(command) => cli::run(&cli, command),
        None => mjref::tui::run(&cli.options(), None),
    };
    if let Err(err) = result {
        // The reader of the output went away (`mjref articles | head`): nothing to say.
        if cli::output_cut(&err) {
            return;
        }
        eprintln!("mjref: {err:#}");
        std::process::exit(cli::exit_code(&err));
    }
}
