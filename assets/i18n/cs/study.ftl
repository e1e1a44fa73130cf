# Katalog zpráv mjref, čeština: studium po týdny, statistiky, klubové kvízy.

## Club quiz

club-new-code = Kód klubového kvízu: { $code }
club-new-about = { $ruleset } – { $edition } · { $count ->
    [one] 1 otázka
    [few] { $count } otázky
    [many] { $count } otázky
   *[other] { $count } otázek
} · články: { $articles }
club-new-join = Členové na něj odpovídají příkazem: mjref club join { $code }
club-new-handout = Otázky k tisku a klíč odpovědí: mjref club handout { $code } --format html > quiz.html
club-all-articles = všechny
club-deck-articles = případy z balíčku { $deck }, v pořadí
club-time-limit = { $seconds ->
    [one] { $seconds } sekunda na otázku.
    [few] { $seconds } sekundy na otázku.
    [many] { $seconds } sekundy na otázku.
   *[other] { $seconds } sekund na otázku.
}
club-no-time-limit = Bez časového limitu.
club-pass-mark = Zkouška: hranice úspěšnosti je { $pass } %.
club-intro = Klubový kvíz { $code }: { $ruleset }, { $edition }, { $count ->
    [one] 1 otázka.
    [few] { $count } otázky.
    [many] { $count } otázky.
   *[other] { $count } otázek.
}
club-question-head = ── Otázka { $n } z { $count } ──
club-too-late = Čas vypršel: limit byl { $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekundy
    [many] { $seconds } sekundy
   *[other] { $seconds } sekund
}. Tato odpověď se nepočítá.
club-time-up = Čas vypršel: limit byl { $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekundy
    [many] { $seconds } sekundy
   *[other] { $seconds } sekund
} a žádná odpověď nepřišla, otázka se tedy počítá jako špatná.
club-score-title = Výsledková karta
club-score = Správně { $right } z { $count }
club-score-name = Jméno: { $name }
club-score-check = Kontrolní kód: { $check }
club-score-code = Kvíz: { $code }
club-exam-passed = Zkouška složena (hranice { $pass } %).
club-exam-failed = Zkouška nesložena (hranice { $pass } %).
club-score-read-out = Přečtěte nahlas své skóre a kontrolní kód; pořadatel je může ověřit příkazem mjref club verify.
club-verify-good = Kontrolní kód { $check } souhlasí se skóre „správně { $right }“{ $name ->
    [none] {""}
   *[other] {" "}({ $name })
}.
club-verify-bad = Kontrolní kód { $check } nesouhlasí se skóre „správně { $right }“{ $name ->
    [none] {""}
   *[other] {" "}({ $name })
}: skóre nebo kontrolní kód byly špatně přečteny.

## Handout

handout-title = Klubový kvíz
handout-intro = Pravidla: { $ruleset } – { $edition }. { $count ->
    [one] 1 otázka.
    [few] { $count } otázky.
    [many] { $count } otázky.
   *[other] { $count } otázek.
}
handout-code = Kód kvízu: { $code }
handout-question = Otázka { $n }
handout-key-title = Klíč odpovědí
handout-key-answer = Otázka { $n }: { $option }

## Study

study-mode-due = K opakování
study-mode-new = Nové případy
study-mode-mistakes = Moje chyby
study-mode-cram = Biflování
study-mode-due-about = Případy, jejichž opakování připadá na dnešek; nejdřív ty nejdéle po termínu. Rozvrh (FSRS) rozkládá opakování podle toho, jak se případy učíte.
study-mode-new-about = Případy, které jste ještě nikdy nedostali, článek po článku.
study-mode-mistakes-about = Případy, na které jste odpověděli špatně; případ ze seznamu zmizí, když ho zodpovíte správně.
study-mode-cram-about = Všechny případy bez ohledu na rozvrh: nejdřív chyby, pak to, co jste viděli nejdávněji. Odpovědi při biflování rozvrh nemění.
study-nothing-left = V tomto režimu už nic nezbývá: { $mode ->
    [due] nic není k opakování.
    [new] všechny případy už byly položeny.
    [mistakes] žádná chyba k opravě.
   *[other] není se na co ptát.
}
study-in-time = { $unit ->
    [minutes] za { $n ->
        [one] 1 minutu
        [few] { $n } minuty
        [many] { $n } minuty
       *[other] { $n } minut
    }
    [hours] za { $n ->
        [one] 1 hodinu
        [few] { $n } hodiny
        [many] { $n } hodiny
       *[other] { $n } hodin
    }
   *[days] za { $n ->
        [one] 1 den
        [few] { $n } dny
        [many] { $n } dne
       *[other] { $n } dní
    }
}
study-next-review = teď nic k opakování; další opakování { study-in-time }
study-come-back = Další opakování { study-in-time }.
study-set-aside = Soubor s postupem { $from } nebylo možné přečíst ({ $reason }). Byl odložen jako { $to } a začínáte znovu od začátku.
study-not-saved = Postup se neukládá: { $reason }

## Statistics

stats-title = Statistiky
stats-none = Zatím žádné odpovědi.
stats-total = { $answers ->
    [one] 1 odpověď
    [few] { $answers } odpovědi
    [many] { $answers } odpovědi
   *[other] { $answers } odpovědí
}, zcela správně { $right }; skóre { $accuracy } %, { $seconds } s na odpověď
stats-score-note = Skóre dává částečné body: odpověď se 3 ze 4 správných částí se počítá za 75 %.
stats-rulesets = Podle pravidel
stats-ruleset = { $ruleset }: { $answers ->
    [one] 1 odpověď
    [few] { $answers } odpovědi
    [many] { $answers } odpovědi
   *[other] { $answers } odpovědí
}, zcela správně { $right }; skóre { $accuracy } %, { $seconds } s na odpověď
stats-trend = Skóre den po dni, { $days ->
    [one] poslední { $days } den
    [few] poslední { $days } dny
    [many] posledních { $days } dne
   *[other] posledních { $days } dní
} s odpověďmi: { $spark } ({ $first } % první den, { $last } % poslední)
stats-trend-one-day = Skóre den po dni: zatím odpovědi jen z jednoho dne ({ $accuracy } %); vývoj se ukáže od druhého dne.
stats-articles = Články, nejslabší první
stats-article = { $ruleset } { $article }: { $answers ->
    [one] 1 odpověď
    [few] { $answers } odpovědi
    [many] { $answers } odpovědi
   *[other] { $answers } odpovědí
}, zcela správně { $right }; skóre { $accuracy } %, { $seconds } s na odpověď
stats-due = K opakování teď: { $due } · nové případy: { $new } · chyby: { $mistakes }
stats-due-next = Teď není nic k opakování; další opakování { study-in-time }.

## Part-by-part answers

parts-players = Koho se to týká a jak?
parts-tiles = Co se stane s kameny?
parts-payments = Co se platí?
parts-amounts = Kolik? Napište číslo u každé platby.
parts-next = Jak hra pokračuje?
parts-no-payment = Nic se neplatí.
parts-sum-in-figures = pevná částka (číslo zadáte potom)
parts-amount-line = { $from } platí { $to-dat }:
parts-amount-wrong = { $from } platí { $to-dat } { $right }, ne { $given }.
parts-amount-missing = { $from } platí { $to-dat } { $right }.
parts-score = { $count ->
    [one] Správně { $right } z { $count } části.
    [few] Správně { $right } ze { $count } částí.
    [many] Správně { $right } z { $count } části.
   *[other] Správně { $right } z { $count } částí.
}
parts-part-right = Správně: { $part }
parts-part-wrong = Špatně: { $part } Vaše odpověď: { $chosen } Správně je: { $correct }
parts-part-other-article = To je část rozhodnutí článku { $id } ({ $title }), který řeší jinou věc.
parts-name-players = koho se to týká a jak.
parts-name-tiles = co se stane s kameny.
parts-name-payments = kdo co platí.
parts-name-amounts = čísla.
parts-name-next = jak hra pokračuje.

# The mark between whole and decimal part of a figure (6,5 s).
number-decimal-mark = ,
club-verify-line = řádek { $line }: „{ $text }“ není výsledkový lístek: napište počet správných odpovědí, kontrolu a případně jméno
