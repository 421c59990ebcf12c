<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AgentRecord</name>
    <message>
        <source>Tunebench&apos;s connection to it ended</source>
        <translation>seine Verbindung zu Tunebench endete</translation>
    </message>
    <message>
        <source>no word came from Tunebench for the grace period</source>
        <translation>von Tunebench kam während der Karenzzeit nichts</translation>
    </message>
    <message>
        <source>the changes were not confirmed in time</source>
        <translation>die Änderungen wurden nicht rechtzeitig bestätigt</translation>
    </message>
    <message>
        <source>its agent was told to stop</source>
        <translation>sein Agent wurde beendet</translation>
    </message>
</context>
<context>
    <name>ArmSettings</name>
    <message>
        <source>&apos;%1&apos; names no tunable</source>
        <translation>&apos;%1&apos; bezeichnet kein Tunable</translation>
    </message>
</context>
<context>
    <name>ChangePlanner</name>
    <message>
        <source>%1 exceeds this device&apos;s maximum of %2</source>
        <translation>%1 überschreitet das Maximum dieses Geräts von %2</translation>
    </message>
    <message>
        <source>%1 belongs to an interface: name it with --iface.</source>
        <translation>%1 gehört zu einem Interface: geben Sie es mit --iface an.</translation>
    </message>
    <message>
        <source>%1 is set twice.</source>
        <translation>%1 wird zweimal gesetzt.</translation>
    </message>
    <message>
        <source>Nothing to change: give at least one --set KEY=VALUE.</source>
        <translation>Nichts zu ändern: geben Sie mindestens ein --set KEY=VALUE an.</translation>
    </message>
    <message>
        <source>the tool&apos;s output for this category also has lines Tunebench does not understand: %1</source>
        <translation>die Ausgabe des Werkzeugs für diese Kategorie hat außerdem Zeilen, die Tunebench nicht versteht: %1</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Tunebench chart</source>
        <translation>Tunebench-Diagramm</translation>
    </message>
    <message>
        <source>Charts can be saved as PNG, PDF or SVG; give the file name one of the suffixes .png, .pdf or .svg.</source>
        <translation>Diagramme können als PNG, PDF oder SVG gespeichert werden; geben Sie dem Dateinamen eine der Endungen .png, .pdf oder .svg.</translation>
    </message>
    <message>
        <source>The chart could not be written to %1. Check that the folder exists and is writable.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>ChartPlanner</name>
    <message>
        <source>Interim rate of every run, per arm</source>
        <translation>Zwischenrate jedes Laufs, pro Arm</translation>
    </message>
    <message>
        <source>seconds since the run started</source>
        <translation>Sekunden seit Beginn des Laufs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>axis label: quantity (unit), e.g. &quot;Transaction rate (Trans/s)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Points are medians with their 95% confidence interval, or means with their t-interval where an arm has too few runs for an interval of the median.</source>
        <translation>Punkte sind Mediane mit ihrem 95-%-Konfidenzintervall oder Mittelwerte mit ihrem t-Intervall, wo ein Arm zu wenige Läufe für ein Intervall des Medians hat.</translation>
    </message>
    <message>
        <source>Points are medians with their 95% confidence interval.</source>
        <translation>Punkte sind Mediane mit ihrem 95-%-Konfidenzintervall.</translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation>%1, Lauf %2</translation>
    </message>
    <message>
        <source>%1, median</source>
        <translation>%1, Median</translation>
    </message>
    <message>
        <source>netperf, local</source>
        <translation>netperf, lokal</translation>
    </message>
    <message>
        <source>netperf, remote</source>
        <translation>netperf, entfernt</translation>
    </message>
    <message>
        <source>live, local</source>
        <translation>live, lokal</translation>
    </message>
    <message>
        <source>live, remote</source>
        <translation>live, entfernt</translation>
    </message>
    <message>
        <source>%1 of each run after warm-up: quartiles and runs</source>
        <translation>%1 jedes Laufs nach der Aufwärmphase: Quartile und Läufe</translation>
    </message>
    <message>
        <source>%1 of each run after warm-up, with the median and its 95% CI</source>
        <translation>%1 jedes Laufs nach der Aufwärmphase, mit dem Median und seinem 95-%-KI</translation>
    </message>
    <message>
        <source>Boxes span the quartiles of the runs, whiskers reach the runs within 1.5 box heights of them; hollow triangles are runs a stability check flagged.</source>
        <translation>Kästen reichen über die Quartile der Läufe, Whisker bis zu den Läufen innerhalb von 1,5 Kastenhöhen; hohle Dreiecke sind Läufe, die eine Stabilitätsprüfung markiert hat.</translation>
    </message>
    <message>
        <source>Each point is one run; hollow triangles are runs a stability check flagged. The diamond and bar beside each arm are the median and its 95% confidence interval.</source>
        <translation>Jeder Punkt ist ein Lauf; hohle Dreiecke sind Läufe, die eine Stabilitätsprüfung markiert hat. Raute und Balken neben jedem Arm sind der Median und sein 95-%-Konfidenzintervall.</translation>
    </message>
    <message>
        <source>Service demand per arm with 95% confidence intervals</source>
        <translation>Service-Demand pro Arm mit 95-%-Konfidenzintervallen</translation>
    </message>
    <message>
        <source>Service demand</source>
        <translation>Service-Demand</translation>
    </message>
    <message>
        <source>%1 against %2 per arm with 95% confidence intervals</source>
        <translation>%1 über %2 pro Arm mit 95-%-Konfidenzintervallen</translation>
    </message>
    <message>
        <source>Interim rate of run %1 (%2, repetition %3)</source>
        <translation>Zwischenrate von Lauf %1 (%2, Wiederholung %3)</translation>
    </message>
    <message>
        <source>Interim rate</source>
        <translation>Zwischenrate</translation>
    </message>
    <message>
        <source>No interim results for this run</source>
        <translation>Keine Zwischenergebnisse für diesen Lauf</translation>
    </message>
    <message>
        <source>warm-up ends</source>
        <translation>Ende der Aufwärmphase</translation>
    </message>
    <message>
        <source>Marked because the 95% intervals of the points on either side do not overlap: the fall is larger than the run-to-run spread.</source>
        <translation>Markiert, weil sich die 95-%-Intervalle der Punkte auf beiden Seiten nicht überlappen: der Abfall ist größer als die Streuung von Lauf zu Lauf.</translation>
    </message>
    <message>
        <source>Busy time of each CPU of the client %1, one run per arm</source>
        <translation>Auslastung jeder CPU des Clients %1, ein Lauf pro Arm</translation>
    </message>
    <message>
        <source>Busy time of each CPU of the server %1, one run per arm</source>
        <translation>Auslastung jeder CPU des Servers %1, ein Lauf pro Arm</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>% belegt</translation>
    </message>
    <message numerus="yes">
        <source>%1: run %2, of %n run(s) with CPU samples</source>
        <extracomment>which run a heatmap panel shows: arm, the run&apos;s number in the experiment, runs it was chosen from</extracomment>
        <translation>
            <numerusform>%1: Lauf %2, von %n Lauf mit CPU-Messwerten</numerusform>
            <numerusform>%1: Lauf %2, von %n Läufen mit CPU-Messwerten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bound)</source>
        <translation>%1 (gebunden)</translation>
    </message>
    <message>
        <source>Colour is the share of each sample interval the CPU was not idle (user, system, irq and softirq).</source>
        <translation>Die Farbe ist der Anteil jedes Messintervalls, in dem die CPU nicht untätig war (User, System, IRQ und Softirq).</translation>
    </message>
    <message>
        <source>Each panel shows the run of its arm with the arm&apos;s median rate at %1 (%2). %3</source>
        <translation>Jedes Feld zeigt den Lauf seines Arms mit dessen medianer Rate bei %1 (%2). %3</translation>
    </message>
    <message>
        <source>Each panel shows the run of its arm with the arm&apos;s median rate (%1). %2</source>
        <translation>Jedes Feld zeigt den Lauf seines Arms mit dessen medianer Rate (%1). %2</translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>tunebench-cli %1: %2</source>
        <translation>tunebench-cli %1: %2</translation>
    </message>
    <message>
        <source>Try &apos;tunebench-cli %1 --help&apos;.</source>
        <translation>Siehe &apos;tunebench-cli %1 --help&apos;.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Hosts are [user@]host[:port], an alias from ~/.ssh/config, or &apos;local&apos;.
Run &apos;tunebench-cli COMMAND --help&apos; for the options of a command.</source>
        <translation>Hosts sind [Benutzer@]Host[:Port], ein Alias aus ~/.ssh/config oder &apos;local&apos;.
&apos;tunebench-cli BEFEHL --help&apos; zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Tunebench: run, compare and report netperf experiments on tuned hosts.</source>
        <translation>Tunebench: netperf-Experimente auf getunten Hosts ausführen, vergleichen und berichten.</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>Version ausgeben und beenden.</translation>
    </message>
    <message>
        <source>The command to run (see below).</source>
        <translation>Auszuführender Befehl (siehe unten).</translation>
    </message>
    <message>
        <source>tunebench-cli: %1</source>
        <translation>tunebench-cli: %1</translation>
    </message>
    <message>
        <source>Try &apos;tunebench-cli --help&apos;.</source>
        <translation>Siehe &apos;tunebench-cli --help&apos;.</translation>
    </message>
    <message>
        <source>tunebench-cli: no command given.</source>
        <translation>tunebench-cli: kein Befehl angegeben.</translation>
    </message>
    <message>
        <source>tunebench-cli: unknown command &apos;%1&apos;.</source>
        <translation>tunebench-cli: unbekannter Befehl &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Try &apos;tunebench-cli --help&apos; for the list of commands.</source>
        <translation>&apos;tunebench-cli --help&apos; listet alle Befehle.</translation>
    </message>
    <message>
        <source>Never ask for passphrases, passwords or host keys.</source>
        <translation>Nie nach Passphrasen, Passwörtern oder Host-Schlüsseln fragen.</translation>
    </message>
    <message>
        <source>Read &lt;file&gt; instead of ~/.ssh/config (&quot;none&quot;: no file).</source>
        <translation>&lt;file&gt; statt ~/.ssh/config lesen (&quot;none&quot;: keine Datei).</translation>
    </message>
    <message>
        <source>Give up connecting after &lt;seconds&gt; (default 10).</source>
        <translation>Verbindungsaufbau nach &lt;seconds&gt; Sekunden aufgeben (Standard 10).</translation>
    </message>
    <message>
        <source>Count a silent connection as lost after &lt;seconds&gt; (default 10).</source>
        <translation>Eine stumme Verbindung nach &lt;seconds&gt; Sekunden als verloren werten (Standard 10).</translation>
    </message>
    <message>
        <source>Save passphrases and passwords you enter in the system keychain.</source>
        <translation>Eingegebene Passphrasen und Passwörter im Schlüsselbund des Systems speichern.</translation>
    </message>
    <message>
        <source>Never use sudo: root commands need a root login.</source>
        <translation>Nie sudo verwenden: Root-Befehle erfordern eine Anmeldung als root.</translation>
    </message>
    <message>
        <source>--%1 needs a positive number of seconds</source>
        <translation>--%1 erwartet eine positive Anzahl Sekunden</translation>
    </message>
    <message>
        <source>tunebench-cli: note: %1</source>
        <translation>tunebench-cli: Hinweis: %1</translation>
    </message>
    <message>
        <source>tunebench-cli: %1 needs an answer to &quot;%2&quot;, but there is no terminal to ask on: run on a terminal, load the key into ssh-agent (ssh-add), or set SSH_ASKPASS</source>
        <translation>tunebench-cli: %1 braucht eine Antwort auf &quot;%2&quot;, aber es gibt kein Terminal für die Frage: in einem Terminal ausführen, den Schlüssel in den ssh-agent laden (ssh-add) oder SSH_ASKPASS setzen</translation>
    </message>
    <message>
        <source>Save it in the system keychain? [y/N]</source>
        <translation>Im Schlüsselbund des Systems speichern? [y/N]</translation>
    </message>
    <message>
        <source>%1, line %2: &apos;%3&apos; is not a number; give one number per line.</source>
        <translation>%1, Zeile %2: &apos;%3&apos; ist keine Zahl; geben Sie eine Zahl pro Zeile an.</translation>
    </message>
    <message>
        <source>%1 holds no numbers.</source>
        <translation>%1 enthält keine Zahlen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>--%1 needs a number between 0 and %2.</source>
        <translation>--%1 erwartet eine Zahl zwischen 0 und %2.</translation>
    </message>
    <message>
        <source>Experiment %1 was interrupted (Tunebench stopped while it ran); its samples up to then are kept.</source>
        <translation>Experiment %1 wurde unterbrochen (Tunebench wurde während des Laufs beendet); seine Messwerte bis dahin bleiben erhalten.</translation>
    </message>
    <message>
        <source>Restoring %1: an earlier run left tunables changed there.</source>
        <translation>%1 wird wiederhergestellt: ein früherer Lauf hat dort Tunables geändert hinterlassen.</translation>
    </message>
    <message>
        <source>%1 could not be restored: %2. Run &apos;tunebench-cli restore %1&apos; when it is reachable.</source>
        <translation>%1 konnte nicht wiederhergestellt werden: %2. Führen Sie &apos;tunebench-cli restore %1&apos; aus, sobald der Host erreichbar ist.</translation>
    </message>
    <message>
        <source>There is no preset &apos;%1&apos;; the presets are: %2</source>
        <translation>Es gibt keine Vorlage &apos;%1&apos;; vorhanden sind: %2</translation>
    </message>
    <message>
        <source>name an experiment file, or --preset NAME (see --list-presets)</source>
        <translation>geben Sie eine Experimentdatei an oder --preset NAME (siehe --list-presets)</translation>
    </message>
    <message>
        <source>elapsed %1 s</source>
        <translation>vergangen %1 s</translation>
    </message>
    <message>
        <source>round trip %1 us</source>
        <translation>Round Trip %1 us</translation>
    </message>
    <message>
        <source>p50 %1 us</source>
        <translation>p50 %1 us</translation>
    </message>
    <message>
        <source>p99 %1 us</source>
        <translation>p99 %1 us</translation>
    </message>
    <message>
        <source>local CPU %1%</source>
        <translation>CPU lokal %1%</translation>
    </message>
    <message>
        <source>remote CPU %1%</source>
        <translation>CPU entfernt %1%</translation>
    </message>
    <message>
        <source>local SD %1 %2</source>
        <translation>SD lokal %1 %2</translation>
    </message>
    <message>
        <source>remote SD %1 %2</source>
        <translation>SD entfernt %1 %2</translation>
    </message>
    <message>
        <source>MSS %1</source>
        <translation>MSS %1</translation>
    </message>
    <message>
        <source>Test %1 (lines %2-%3)</source>
        <translation>Test %1 (Zeilen %2-%3)</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>zu %1</translation>
    </message>
    <message>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>%1 interim samples (%2), time-weighted mean %3</source>
        <translation>%1 Zwischenwerte (%2), zeitgewichteter Mittelwert %3</translation>
    </message>
    <message>
        <source>result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>confidence not achieved: throughput interval %1%</source>
        <translation>Konfidenz nicht erreicht: Durchsatzintervall %1%</translation>
    </message>
    <message>
        <source>failure (%1): %2</source>
        <translation>Fehler (%1): %2</translation>
    </message>
    <message>
        <source>skipped line %1: %2</source>
        <translation>Zeile %1 übersprungen: %2</translation>
    </message>
    <message>
        <source>Say which address netperf should test against on %1 with --server-address.</source>
        <translation>Geben Sie mit --server-address an, gegen welche Adresse auf %1 netperf testen soll.</translation>
    </message>
    <message>
        <source>The test: TCP_RR (default), TCP_CRR, UDP_RR, TCP_STREAM or TCP_MAERTS.</source>
        <translation>Der Test: TCP_RR (Standard), TCP_CRR, UDP_RR, TCP_STREAM oder TCP_MAERTS.</translation>
    </message>
    <message>
        <source>Request and response sizes in bytes, REQ,RESP.</source>
        <translation>Request- und Response-Größe in Bytes, REQ,RESP.</translation>
    </message>
    <message>
        <source>Test length in seconds (10).</source>
        <translation>Testdauer in Sekunden (10).</translation>
    </message>
    <message>
        <source>Interim result interval in seconds (1); 0 turns them off.</source>
        <translation>Intervall der Zwischenergebnisse in Sekunden (1); 0 schaltet sie ab.</translation>
    </message>
    <message>
        <source>Measure CPU use and service demand on both hosts (-c -C).</source>
        <translation>CPU-Auslastung und Service-Demand auf beiden Hosts messen (-c -C).</translation>
    </message>
    <message>
        <source>Bind netperf and netserver to CPUs, L,R (either may be empty).</source>
        <translation>netperf und netserver an CPUs binden, L,R (beide dürfen leer sein).</translation>
    </message>
    <message>
        <source>Send the test&apos;s data to this address of the server.</source>
        <translation>Die Testdaten an diese Adresse des Servers senden.</translation>
    </message>
    <message>
        <source>netserver&apos;s control port (12865).</source>
        <translation>Steuerport von netserver (12865).</translation>
    </message>
    <message>
        <source>The address netperf tests against (default: SERVER&apos;s host name).</source>
        <translation>Die Adresse, gegen die netperf testet (Standard: Hostname von SERVER).</translation>
    </message>
    <message>
        <source>Make sure netserver listens on SERVER first: start it if needed and stop it afterwards if rr started it.</source>
        <translation>Zuerst sicherstellen, dass netserver auf SERVER lauscht: bei Bedarf starten und danach wieder stoppen, falls rr ihn gestartet hat.</translation>
    </message>
    <message>
        <source>Unknown test &apos;%1&apos;.</source>
        <translation>Unbekannter Test &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The length must be whole seconds.</source>
        <translation>Die Dauer muss in ganzen Sekunden angegeben werden.</translation>
    </message>
    <message>
        <source>The interim interval must be a number of seconds.</source>
        <translation>Das Zwischenintervall muss eine Anzahl Sekunden sein.</translation>
    </message>
    <message>
        <source>Give the sizes as REQ,RESP in bytes.</source>
        <translation>Geben Sie die Größen als REQ,RESP in Bytes an.</translation>
    </message>
    <message>
        <source>Give the CPU binding as L,R (CPU numbers).</source>
        <translation>Geben Sie die CPU-Bindung als L,R an (CPU-Nummern).</translation>
    </message>
    <message>
        <source>The port must be a number.</source>
        <translation>Der Port muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>result: %1 %2</source>
        <translation>Ergebnis: %1 %2</translation>
    </message>
    <message>
        <source>interim mean (time-weighted): %1</source>
        <translation>Mittelwert der Zwischenwerte (zeitgewichtet): %1</translation>
    </message>
    <message>
        <source>The network interface (e.g. eth0).</source>
        <translation>Das Netzwerk-Interface (z. B. eth0).</translation>
    </message>
    <message>
        <source>Plan for %1 %2:</source>
        <translation>Plan für %1 %2:</translation>
    </message>
    <message>
        <source>already %1</source>
        <translation>bereits %1</translation>
    </message>
    <message>
        <source>unsupported: %1</source>
        <translation>nicht unterstützt: %1</translation>
    </message>
    <message>
        <source>Would run (as root; through sudo -n when not logged in as root):</source>
        <translation>Würde ausführen (als root; über sudo -n, wenn nicht als root angemeldet):</translation>
    </message>
    <message>
        <source>Running (as root):</source>
        <translation>Ausführung (als root):</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>lines %1-%2</source>
        <translation>Zeilen %1-%2</translation>
    </message>
    <message>
        <source> (arm &quot;%1&quot;)</source>
        <translation> (Arm &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2  verified</source>
        <translation>%1 -&gt; %2  verifiziert</translation>
    </message>
    <message>
        <source>%1 -&gt; %2  NOT VERIFIED: %3</source>
        <translation>%1 -&gt; %2  NICHT VERIFIZIERT: %3</translation>
    </message>
    <message>
        <source>Journal %1 on %2 was already restored.</source>
        <translation>Journal %1 auf %2 wurde bereits wiederhergestellt.</translation>
    </message>
    <message numerus="yes">
        <source>Journal %1 on %2 (%3):</source>
        <translation>
            <numerusform>Journal %1 auf %2 (%3):</numerusform>
            <numerusform>Journal %1 auf %2 (%3):</numerusform>
        </translation>
    </message>
    <message>
        <source>  restored, verified and closed.</source>
        <translation>  wiederhergestellt, verifiziert und geschlossen.</translation>
    </message>
    <message>
        <source>  NOT restored%1; the journal stays open: run &apos;tunebench-cli restore %2&apos; again.</source>
        <translation>  NICHT wiederhergestellt%1; das Journal bleibt offen: führen Sie &apos;tunebench-cli restore %2&apos; erneut aus.</translation>
    </message>
    <message>
        <source>  kernel   %1</source>
        <translation>  Kernel   %1</translation>
    </message>
    <message>
        <source>  tool     %1</source>
        <translation>  Tool     %1</translation>
    </message>
    <message>
        <source>  driver   %1 %2  firmware %3  bus %4</source>
        <translation>  Treiber  %1 %2  Firmware %3  Bus %4</translation>
    </message>
    <message>
        <source>  (max %1)</source>
        <translation>  (max. %1)</translation>
    </message>
    <message numerus="yes">
        <source>tunebench-cli: note: %1 has %n unrestored change journal(s), the oldest from %2 (%3); &apos;tunebench-cli restore %1&apos; puts it back.</source>
        <translation>
            <numerusform>tunebench-cli: Hinweis: %1 hat %n nicht wiederhergestelltes Änderungsjournal, vom %2 (%3); &apos;tunebench-cli restore %1&apos; stellt den Ursprungszustand wieder her.</numerusform>
            <numerusform>tunebench-cli: Hinweis: %1 hat %n nicht wiederhergestellte Änderungsjournale, das älteste vom %2 (%3); &apos;tunebench-cli restore %1&apos; stellt den Ursprungszustand wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1  REFUSED: %2</source>
        <translation>%1  ABGELEHNT: %2</translation>
    </message>
    <message>
        <source>NO EFFECT: %1</source>
        <translation>OHNE WIRKUNG: %1</translation>
    </message>
    <message>
        <source>ADJUSTED: %1</source>
        <translation>ANGEPASST: %1</translation>
    </message>
    <message>
        <source>not supported, no key can be read or set (%1)</source>
        <translation>nicht unterstützt, kein Schlüssel lässt sich lesen oder setzen (%1)</translation>
    </message>
    <message>
        <source>  NOT UNDERSTOOD (shown as printed, never set): %1</source>
        <translation>  NICHT VERSTANDEN (wie ausgegeben gezeigt, nie gesetzt): %1</translation>
    </message>
    <message>
        <source>When another Tunebench holds a host, wait at most this long for it (default: as long as it takes; 0: not at all).</source>
        <translation>Hält ein anderes Tunebench einen Host, höchstens so lange darauf warten (Standard: so lange wie nötig; 0: gar nicht).</translation>
    </message>
    <message>
        <source>--wait needs a number of seconds, not &apos;%1&apos;</source>
        <translation>--wait braucht eine Anzahl Sekunden, nicht „%1“</translation>
    </message>
    <message>
        <source>%1 is in use by %2; waiting</source>
        <translation>%1 wird von %2 benutzt; es wird gewartet</translation>
    </message>
    <message>
        <source>restoring after a crash</source>
        <translation>Wiederherstellung nach einem Absturz</translation>
    </message>
    <message>
        <source>Not restoring %1 now: %2. Its open journals stay until it is free.</source>
        <translation>%1 wird jetzt nicht wiederhergestellt: %2. Seine offenen Journale bleiben, bis er frei ist.</translation>
    </message>
    <message>
        <source>%1 puts these changes back at %2 unless they are confirmed: press Enter here, or run &apos;tunebench-cli tunables confirm %1&apos;.</source>
        <translation>%1 setzt diese Änderungen um %2 zurück, wenn sie nicht bestätigt werden: hier Enter drücken oder „tunebench-cli tunables confirm %1“ ausführen.</translation>
    </message>
    <message>
        <source>Confirmed: journal %1 is open, the changes stay until &apos;tunebench-cli restore %2&apos;.</source>
        <translation>Bestätigt: Journal %1 ist offen, die Änderungen bleiben bis „tunebench-cli restore %2“.</translation>
    </message>
    <message>
        <source>Confirmed: the changes on %1 stay until &apos;tunebench-cli restore %1&apos;.</source>
        <translation>Bestätigt: die Änderungen auf %1 bleiben bis „tunebench-cli restore %1“.</translation>
    </message>
    <message>
        <source>Nothing to confirm on %1.</source>
        <translation>Auf %1 gibt es nichts zu bestätigen.</translation>
    </message>
    <message>
        <source>Arms (--group-by %1; --arm LINES=LABEL moves runs):</source>
        <translation>Arme (--group-by %1; --arm ZEILEN=NAME verschiebt Läufe):</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source> (arms %1)</source>
        <translation> (Arme %1)</translation>
    </message>
    <message numerus="yes">
        <source>tunebench-cli: note: %n experiment(s) recorded on this machine still wait for %1, which cannot take them now: %2</source>
        <translation>
            <numerusform>tunebench-cli: Hinweis: %n auf diesem Rechner aufgezeichnetes Experiment wartet noch auf %1, das es gerade nicht annehmen kann: %2</numerusform>
            <numerusform>tunebench-cli: Hinweis: %n auf diesem Rechner aufgezeichnete Experimente warten noch auf %1, das sie gerade nicht annehmen kann: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment %1 (%2), kept on this machine earlier, is published to %3 as experiment %4.</source>
        <translation>Experiment %1 (%2), zuvor auf diesem Rechner behalten, ist in %3 als Experiment %4 veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>A database statement failed.</source>
        <translation>Eine Datenbankanweisung ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>No database path was given.</source>
        <translation>Es wurde kein Datenbankpfad angegeben.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Der Ordner %1 für die Datenbank kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The SQLite driver of Qt is missing; install the Qt 6 SQLite plugin (Debian: libqt6sql6-sqlite).</source>
        <translation>Der SQLite-Treiber von Qt fehlt; installieren Sie das SQLite-Plugin für Qt 6 (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Cannot open the database %1.</source>
        <translation>Die Datenbank %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot read the database schema.</source>
        <translation>Das Datenbankschema kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot read the database schema version.</source>
        <translation>Die Version des Datenbankschemas kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Schema migrations are out of order at version %1.</source>
        <translation>Die Schemamigrationen sind bei Version %1 nicht in der richtigen Reihenfolge.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer Tunebench (schema %2; this one knows up to %3). Use a newer Tunebench or another --db file.</source>
        <translation>Die Datenbank %1 wurde von einem neueren Tunebench geschrieben (Schema %2; dieses kennt bis %3). Verwenden Sie ein neueres Tunebench oder eine andere Datei mit --db.</translation>
    </message>
    <message>
        <source>Cannot record schema migration %1.</source>
        <translation>Die Schemamigration %1 kann nicht vermerkt werden.</translation>
    </message>
    <message>
        <source>(refused database address)</source>
        <translation>(abgelehnte Datenbankadresse)</translation>
    </message>
    <message>
        <source>The PostgreSQL driver of Qt is missing; install the Qt 6 PostgreSQL plugin (Debian: libqt6sql6-psql).</source>
        <translation>Der PostgreSQL-Treiber von Qt fehlt; installieren Sie das PostgreSQL-Plugin von Qt 6 (Debian: libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>Cannot connect to the database %1.</source>
        <translation>Keine Verbindung zur Datenbank %1.</translation>
    </message>
    <message>
        <source>The database address %1 holds a password. Put the password in ~/.pgpass or the PGPASSWORD environment variable instead; Tunebench never stores one.</source>
        <translation>Die Datenbankadresse %1 enthält ein Passwort. Legen Sie das Passwort stattdessen in ~/.pgpass oder in der Umgebungsvariablen PGPASSWORD ab; Tunebench speichert nie eines.</translation>
    </message>
    <message>
        <source>%1 is not a PostgreSQL address; write postgresql://user@host:port/dbname.</source>
        <translation>%1 ist keine PostgreSQL-Adresse; schreiben Sie postgresql://benutzer@host:port/datenbank.</translation>
    </message>
    <message>
        <source>The PostgreSQL server of %1 has no such database or role; ask its administrator to create it (CREATE DATABASE, CREATE ROLE).</source>
        <translation>Der PostgreSQL-Server von %1 hat diese Datenbank oder Rolle nicht; bitten Sie seine Administration, sie anzulegen (CREATE DATABASE, CREATE ROLE).</translation>
    </message>
    <message>
        <source>The PostgreSQL server of %1 is not reachable: check the host and port, and that the server runs and accepts connections from this machine.</source>
        <translation>Der PostgreSQL-Server von %1 ist nicht erreichbar: Rechner und Port prüfen und ob der Server läuft und Verbindungen von diesem Rechner annimmt.</translation>
    </message>
    <message>
        <source>%1 does not exist yet: Tunebench creates it when you use it.</source>
        <translation>%1 gibt es noch nicht: Tunebench legt die Datei an, sobald Sie sie verwenden.</translation>
    </message>
    <message>
        <source>Cannot read the server&apos;s version.</source>
        <translation>Die Version des Servers kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Connected to %1: an empty database, where Tunebench creates its tables when you use it.</source>
        <translation>Verbunden mit %1: eine leere Datenbank, in der Tunebench seine Tabellen anlegt, sobald Sie sie verwenden.</translation>
    </message>
    <message>
        <source>Connected to %1, but the database was written by a newer Tunebench (schema %2; this one knows up to %3): use a newer Tunebench with it.</source>
        <translation>Verbunden mit %1, aber die Datenbank stammt von einem neueren Tunebench (Schema %2; dieses kennt bis %3): verwenden Sie dafür ein neueres Tunebench.</translation>
    </message>
    <message>
        <source>Cannot count the experiments.</source>
        <translation>Die Experimente können nicht gezählt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s)</source>
        <translation>
            <numerusform>%n Experiment</numerusform>
            <numerusform>%n Experimente</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to %1: %2, schema %3, which this Tunebench upgrades to %4 when you use it.</source>
        <translation>Verbunden mit %1: %2, Schema %3, das dieses Tunebench bei der Verwendung auf %4 aktualisiert.</translation>
    </message>
    <message>
        <source>Connected to %1: %2, schema %3.</source>
        <translation>Verbunden mit %1: %2, Schema %3.</translation>
    </message>
    <message>
        <source>The connection to the PostgreSQL server of %1 was lost; Tunebench connects again on its next write.</source>
        <translation>Die Verbindung zum PostgreSQL-Server von %1 ist abgerissen; Tunebench verbindet sich beim nächsten Schreiben neu.</translation>
    </message>
    <message>
        <source>Tunebench upgraded the store %1 from schema %2 to %3: older versions of Tunebench cannot use it any more.</source>
        <translation>Tunebench hat den Speicher %1 von Schema %2 auf %3 aktualisiert: ältere Tunebench-Versionen können ihn nicht mehr verwenden.</translation>
    </message>
    <message>
        <source>The PostgreSQL server of %1 refused the login: put the password in ~/.pgpass or PGPASSWORD, or save it in the desktop keychain (Settings → Results Store).</source>
        <translation>Der PostgreSQL-Server von %1 hat die Anmeldung abgelehnt: Passwort in ~/.pgpass oder PGPASSWORD eintragen oder im Schlüsselbund der Arbeitsumgebung speichern (Einstellungen → Ergebnisspeicher).</translation>
    </message>
</context>
<context>
    <name>DriverAnswers</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the driver</source>
        <translation>der Treiber</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>abgelehnt von %1: %2</translation>
    </message>
    <message>
        <source>not changed: %1 refused the whole command because of %2 (%3)</source>
        <translation>nicht geändert: %1 hat den ganzen Befehl wegen %2 abgelehnt (%3)</translation>
    </message>
    <message>
        <source>refused by %1: %2 (the same command set %3, and %1 did not say which it refused)</source>
        <translation>abgelehnt von %1: %2 (derselbe Befehl setzte %3, und %1 hat nicht gesagt, was davon abgelehnt wurde)</translation>
    </message>
    <message>
        <source>the kernel warned: %1</source>
        <translation>der Kernel warnte: %1</translation>
    </message>
    <message>
        <source>%1 adjusted %2 to %3</source>
        <translation>%1 hat %2 auf %3 angepasst</translation>
    </message>
    <message>
        <source> (it rounds ring sizes %1)</source>
        <translation> (er rundet Ringgrößen %1)</translation>
    </message>
    <message>
        <source>accepted, but it has no effect while %1 is on: %2&apos;s adaptive moderation chooses %3</source>
        <translation>angenommen, aber ohne Wirkung, solange %1 an ist: die adaptive Moderation von %2 wählt %3</translation>
    </message>
    <message>
        <source>ethtool accepted it, but the host now reads %1</source>
        <translation>ethtool hat es angenommen, aber der Host liest jetzt %1</translation>
    </message>
    <message>
        <source>ethtool accepted it, but %1 still reports %2: the change was silently ignored</source>
        <translation>ethtool hat es angenommen, aber %1 meldet weiter %2: die Änderung wurde stillschweigend ignoriert</translation>
    </message>
    <message>
        <source>ethtool accepted it, but %1 reports %2 instead of %3</source>
        <translation>ethtool hat es angenommen, aber %1 meldet %2 statt %3</translation>
    </message>
</context>
<context>
    <name>DriverKnowledge</name>
    <message>
        <source>up to a power of two</source>
        <translation>auf eine Zweierpotenz auf</translation>
    </message>
    <message>
        <source>up to a multiple of 8</source>
        <translation>auf ein Vielfaches von 8 auf</translation>
    </message>
    <message>
        <source>up to a multiple of 32</source>
        <translation>auf ein Vielfaches von 32 auf</translation>
    </message>
    <message>
        <source>%1 rounds ring sizes %2</source>
        <translation>%1 rundet Ringgrößen %2</translation>
    </message>
    <message>
        <source>ixgbe has no adaptive-rx switch: rx-usecs 1 is its dynamic (adaptive) interrupt throttling, 0 turns throttling off, 2 to 1022 set a fixed interval</source>
        <translation>ixgbe hat keinen adaptive-rx-Schalter: rx-usecs 1 ist seine dynamische (adaptive) Interrupt-Drosselung, 0 schaltet die Drosselung ab, 2 bis 1022 setzen ein festes Intervall</translation>
    </message>
    <message>
        <source>while Rx and Tx share interrupt vectors (ixgbe&apos;s default) rx-usecs sets both and tx-usecs cannot be set</source>
        <translation>solange Rx und Tx Interrupt-Vektoren teilen (die Voreinstellung von ixgbe), setzt rx-usecs beide und tx-usecs lässt sich nicht setzen</translation>
    </message>
    <message>
        <source>e1000e has no adaptive-rx switch: rx-usecs 0 is off, 1 dynamic, 3 dynamic conservative (the default), 4 simplified balancing; 10 to 10000 become an interrupt rate that reads back rounded</source>
        <translation>e1000e hat keinen adaptive-rx-Schalter: rx-usecs 0 ist aus, 1 dynamisch, 3 dynamisch-konservativ (die Voreinstellung), 4 vereinfachter Ausgleich; 10 bis 10000 werden zu einer Interrupt-Rate, die gerundet zurückgelesen wird</translation>
    </message>
    <message>
        <source>mlx4_en&apos;s adaptive moderation moves rx-usecs between rx-usecs-low and rx-usecs-high by packet rate</source>
        <translation>die adaptive Moderation von mlx4_en bewegt rx-usecs je nach Paketrate zwischen rx-usecs-low und rx-usecs-high</translation>
    </message>
    <message>
        <source>i40e has one interrupt rate limit: set rx-usecs-high</source>
        <translation>i40e hat eine einzige Interrupt-Ratengrenze: setzen Sie rx-usecs-high</translation>
    </message>
    <message>
        <source>has no effect while %1 is on: %2&apos;s adaptive moderation chooses it</source>
        <translation>ohne Wirkung, solange %1 an ist: die adaptive Moderation von %2 wählt den Wert</translation>
    </message>
    <message>
        <source>%1 refuses to change it while %2 stays on</source>
        <translation>%1 lehnt eine Änderung ab, solange %2 an bleibt</translation>
    </message>
    <message>
        <source>%1 does not change %2 while %3 is on (its kernel log: &quot;%4&quot;); set %3=off in the same change</source>
        <translation>%1 ändert %2 nicht, solange %3 an ist (sein Kernel-Log: „%4“); setzen Sie %3=off in derselben Änderung</translation>
    </message>
    <message>
        <source>ixgbe does not take tx-usecs while Rx and Tx share interrupt vectors (its default); rx-usecs sets the interval of both</source>
        <translation>ixgbe nimmt tx-usecs nicht an, solange Rx und Tx Interrupt-Vektoren teilen (seine Voreinstellung); rx-usecs setzt das Intervall für beide</translation>
    </message>
    <message>
        <source>mlx5_core takes at most 4095 µs (its kernel log: &quot;maximum coalesce time supported is 4095 usecs&quot;)</source>
        <translation>mlx5_core nimmt höchstens 4095 µs an (sein Kernel-Log: „maximum coalesce time supported is 4095 usecs“)</translation>
    </message>
    <message>
        <source>mlx5_core takes at most 65535 frames</source>
        <translation>mlx5_core nimmt höchstens 65535 Frames an</translation>
    </message>
    <message>
        <source>i40e has one interrupt rate limit: set rx-usecs-high (its kernel log: &quot;tx-usecs-high is not used, please program rx-usecs-high&quot;)</source>
        <translation>i40e hat eine einzige Interrupt-Ratengrenze: setzen Sie rx-usecs-high (sein Kernel-Log: „tx-usecs-high is not used, please program rx-usecs-high“)</translation>
    </message>
    <message>
        <source>%1 takes %2 %3, not %4</source>
        <translation>%1 nimmt für %2 %3 an, nicht %4</translation>
    </message>
    <message>
        <source>ice reads back %1 but programs even values only, so the device uses %2 µs (its kernel log: &quot;User set %3 to %1, device only supports even values. Rounding down and attempting to set %3 to %2&quot;)</source>
        <translation>ice liest %1 zurück, programmiert aber nur gerade Werte, das Gerät nutzt also %2 µs (sein Kernel-Log: „User set %3 to %1, device only supports even values. Rounding down and attempting to set %3 to %2“)</translation>
    </message>
    <message>
        <source>%1 refuses to change %2 while %3 stays on: add %3=off</source>
        <translation>%1 lehnt eine Änderung von %2 ab, solange %3 an bleibt: fügen Sie %3=off hinzu</translation>
    </message>
    <message>
        <source>has no effect while %1 is on: %2&apos;s adaptive moderation chooses %3; add %1=off for a fixed value</source>
        <translation>ohne Wirkung, solange %1 an ist: die adaptive Moderation von %2 wählt %3; fügen Sie %1=off für einen festen Wert hinzu</translation>
    </message>
</context>
<context>
    <name>EthtoolParser</name>
    <message>
        <source>ethtool printed %1 JSON that Tunebench cannot read.</source>
        <translation>ethtool hat %1-JSON ausgegeben, das Tunebench nicht lesen kann.</translation>
    </message>
    <message>
        <source>Unexpected ethtool %1 output.</source>
        <translation>Unerwartete Ausgabe von ethtool %1.</translation>
    </message>
    <message>
        <source>Unexpected ethtool features output.</source>
        <translation>Unerwartete Ausgabe der ethtool-Features.</translation>
    </message>
    <message>
        <source>ethtool listed no features.</source>
        <translation>ethtool hat keine Features aufgelistet.</translation>
    </message>
    <message>
        <source>Unexpected ethtool coalescing output.</source>
        <translation>Unerwartete Ausgabe des ethtool-Coalescings.</translation>
    </message>
    <message>
        <source>ethtool listed no coalescing parameters.</source>
        <translation>ethtool hat keine Coalescing-Parameter aufgelistet.</translation>
    </message>
    <message>
        <source>ethtool -i named no driver.</source>
        <translation>ethtool -i hat keinen Treiber genannt.</translation>
    </message>
</context>
<context>
    <name>ExperimentDetailsLoader</name>
    <message>
        <source>request size</source>
        <translation>Request-Größe</translation>
    </message>
    <message>
        <source>response size</source>
        <translation>Response-Größe</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <extracomment>a swept tunable: &quot;rx-usecs on the server&quot;</extracomment>
        <translation>%1 auf dem %2</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>von %1 auf %2</translation>
    </message>
    <message>
        <source>from %1 to %2 %3</source>
        <translation>von %1 auf %2 %3</translation>
    </message>
    <message>
        <source>%1: the rate falls by %2 %3</source>
        <translation>%1: die Rate fällt um %2 %3</translation>
    </message>
    <message>
        <source>%1: the rate falls by %2 %3 (%4)</source>
        <extracomment>%4 is the size relative to the MSS, e.g. &quot;3·MSS+1&quot;</extracomment>
        <translation>%1: die Rate fällt um %2 %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2, driver %3 %4, firmware %5</source>
        <extracomment>platform, kernel, NIC driver with version, firmware</extracomment>
        <translation>%1 %2, Treiber %3 %4, Firmware %5</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>No statistics were stored with this experiment; they were computed from its runs now.</source>
        <translation>Zu diesem Experiment wurden keine Statistiken gespeichert; sie wurden jetzt aus seinen Läufen berechnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not complete or could not be summarised; they are listed but not counted.</source>
        <translation>
            <numerusform>%n Lauf wurde nicht abgeschlossen oder konnte nicht zusammengefasst werden; er wird aufgeführt, aber nicht gezählt.</numerusform>
            <numerusform>%n Läufe wurden nicht abgeschlossen oder konnten nicht zusammengefasst werden; sie werden aufgeführt, aber nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host snapshots could not be read: %1</source>
        <translation>Die Host-Snapshots konnten nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The %1 did not come back to its state before the experiment: %n setting(s) differ.</source>
        <translation>
            <numerusform>Der %1 ist nicht in seinen Zustand vor dem Experiment zurückgekehrt: %n Einstellung weicht ab.</numerusform>
            <numerusform>Der %1 ist nicht in seinen Zustand vor dem Experiment zurückgekehrt: %n Einstellungen weichen ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Experiment %1 has no run %2.</source>
        <translation>Experiment %1 hat keinen Lauf %2.</translation>
    </message>
</context>
<context>
    <name>ExperimentHistory</name>
    <message>
        <source>%1: no significant difference</source>
        <translation>%1: kein signifikanter Unterschied</translation>
    </message>
    <message>
        <source>%1: too few runs to tell</source>
        <translation>%1: zu wenige Läufe für eine Aussage</translation>
    </message>
    <message numerus="yes">
        <source>faster at %n</source>
        <translation>
            <numerusform>schneller bei %n</numerusform>
            <numerusform>schneller bei %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slower at %n</source>
        <translation>
            <numerusform>langsamer bei %n</numerusform>
            <numerusform>langsamer bei %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no significant difference at %n</source>
        <translation>
            <numerusform>kein signifikanter Unterschied bei %n</numerusform>
            <numerusform>kein signifikanter Unterschied bei %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too few runs to tell at %n</source>
        <translation>
            <numerusform>zu wenige Läufe für eine Aussage bei %n</numerusform>
            <numerusform>zu wenige Läufe für eine Aussage bei %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n sweep point(s): %2</source>
        <extracomment>%1 arm, %2 counts per verdict (&quot;faster at 3, slower at 2&quot;); %n sweep points</extracomment>
        <translation>
            <numerusform>%1 über %n Sweep-Punkt: %2</numerusform>
            <numerusform>%1 über %n Sweep-Punkte: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The two experiments ran differently configured tests (%1 and %2): the comparison measures those differences too.</source>
        <translation>Die beiden Experimente liefen mit unterschiedlich konfigurierten Tests (%1 und %2): der Vergleich misst diese Unterschiede mit.</translation>
    </message>
    <message>
        <source>The experiments ran between different hosts (%1 to %2, and %3 to %4).</source>
        <translation>Die Experimente liefen zwischen verschiedenen Hosts (%1 zu %2 sowie %3 zu %4).</translation>
    </message>
    <message>
        <source>Runs of different experiments were not interleaved: drift of the hosts between %1 and %2 counts as a difference.</source>
        <translation>Läufe verschiedener Experimente waren nicht verschränkt: eine Drift der Hosts zwischen %1 und %2 zählt als Unterschied.</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>kein Urteil</translation>
    </message>
    <message>
        <source>too few runs</source>
        <translation>zu wenige Läufe</translation>
    </message>
    <message>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>Pick two different arms to compare.</source>
        <translation>Wählen Sie zwei verschiedene Arme zum Vergleich.</translation>
    </message>
    <message>
        <source>Experiment %1 (%2) has no arm &apos;%3&apos;.</source>
        <translation>Experiment %1 (%2) hat keinen Arm &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <extracomment>an arm of an experiment: &quot;TSO on (#12)&quot;</extracomment>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <source>%1 and %2 have no completed runs at a common sweep value, so there is nothing to compare.</source>
        <translation>%1 und %2 haben keine abgeschlossenen Läufe bei einem gemeinsamen Sweep-Wert; es gibt also nichts zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>ExperimentPrinter</name>
    <message>
        <source>Experiment %1</source>
        <translation>Experiment %1</translation>
    </message>
    <message>
        <source>run %1 %2: %3 Trans/s</source>
        <translation>Lauf %1 %2: %3 Trans/s</translation>
    </message>
    <message>
        <source>  ETA %1</source>
        <translation>  fertig ca. %1</translation>
    </message>
    <message>
        <source>Experiment %1 &quot;%2&quot;: %3</source>
        <translation>Experiment %1 &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Sweep value %1</source>
        <translation>Sweep-Wert %1</translation>
    </message>
    <message>
        <source>arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>rate (Trans/s)</source>
        <translation>Rate (Trans/s)</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>S.dem local</source>
        <translation>S.dem lokal</translation>
    </message>
    <message>
        <source>S.dem remote</source>
        <translation>S.dem entfernt</translation>
    </message>
    <message>
        <source>run %1  %2  rep %3  %4  %5 Trans/s %6</source>
        <translation>Lauf %1  %2  Wdh. %3  %4  %5 Trans/s %6</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 s (from arrival times)</source>
        <extracomment>a host&apos;s clock offset known only from when its lines arrived</extracomment>
        <translation>%1 s (aus Ankunftszeiten)</translation>
    </message>
    <message>
        <source>%1 s ± %2 s</source>
        <translation>%1 s ± %2 s</translation>
    </message>
    <message>
        <source>client %1</source>
        <translation>Client %1</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>clocks: %1 (the host&apos;s clock minus this machine&apos;s)</source>
        <extracomment>each host&apos;s clock minus this machine&apos;s, with which the runs&apos; times were put on this machine&apos;s clock</extracomment>
        <translation>Uhren: %1 (Uhr des Hosts minus Uhr dieses Rechners)</translation>
    </message>
    <message>
        <source>Experiment %1 is published to the team store as experiment %2</source>
        <translation>Experiment %1 ist im Team-Speicher als Experiment %2 veröffentlicht</translation>
    </message>
    <message>
        <source>  by %1@%2</source>
        <extracomment>who ran an experiment, after its line in &apos;list&apos;</extracomment>
        <translation>  von %1@%2</translation>
    </message>
</context>
<context>
    <name>ExperimentRepository</name>
    <message>
        <source>Could not %1 in the results database.</source>
        <translation>Fehler beim %1 in der Ergebnisdatenbank.</translation>
    </message>
    <message>
        <source>store the experiment</source>
        <translation>Speichern des Experiments</translation>
    </message>
    <message>
        <source>store the arm %1</source>
        <translation>Speichern des Arms %1</translation>
    </message>
    <message>
        <source>store the planned runs</source>
        <translation>Speichern der geplanten Läufe</translation>
    </message>
    <message>
        <source>update the experiment</source>
        <translation>Aktualisieren des Experiments</translation>
    </message>
    <message>
        <source>update run %1</source>
        <translation>Aktualisieren von Lauf %1</translation>
    </message>
    <message>
        <source>link the host snapshot</source>
        <translation>Verknüpfen des Host-Snapshots</translation>
    </message>
    <message>
        <source>read the experiment&apos;s host snapshots</source>
        <translation>Lesen der Host-Snapshots des Experiments</translation>
    </message>
    <message>
        <source>store interim samples</source>
        <translation>Speichern der Zwischenwerte</translation>
    </message>
    <message>
        <source>store telemetry samples</source>
        <translation>Speichern der Telemetriewerte</translation>
    </message>
    <message>
        <source>find interrupted experiments</source>
        <translation>Suchen unterbrochener Experimente</translation>
    </message>
    <message>
        <source>mark interrupted runs</source>
        <translation>Markieren unterbrochener Läufe</translation>
    </message>
    <message>
        <source>mark interrupted experiments</source>
        <translation>Markieren unterbrochener Experimente</translation>
    </message>
    <message>
        <source>read experiment %1</source>
        <translation>Lesen von Experiment %1</translation>
    </message>
    <message>
        <source>There is no experiment %1 in the results database.</source>
        <translation>In der Ergebnisdatenbank gibt es kein Experiment %1.</translation>
    </message>
    <message>
        <source>read the arms</source>
        <translation>Lesen der Arme</translation>
    </message>
    <message>
        <source>read the runs</source>
        <translation>Lesen der Läufe</translation>
    </message>
    <message>
        <source>read interim samples</source>
        <translation>Lesen der Zwischenwerte</translation>
    </message>
    <message>
        <source>read telemetry samples</source>
        <translation>Lesen der Telemetriewerte</translation>
    </message>
    <message>
        <source>list the experiments</source>
        <translation>Auflisten der Experimente</translation>
    </message>
    <message>
        <source>count the experiments</source>
        <translation>Zählen der Experimente</translation>
    </message>
    <message>
        <source>delete experiment %1</source>
        <translation>Löschen von Experiment %1</translation>
    </message>
    <message>
        <source>store the clock offsets of a run</source>
        <translation>Speichern der Uhrenabweichungen eines Laufs</translation>
    </message>
    <message>
        <source>store NIC counters</source>
        <translation>Speichern der NIC-Zähler</translation>
    </message>
    <message>
        <source>store per-CPU telemetry</source>
        <translation>Speichern der Telemetrie je CPU</translation>
    </message>
    <message>
        <source>read per-CPU telemetry</source>
        <translation>Lesen der Telemetrie je CPU</translation>
    </message>
    <message>
        <source>read NIC counters</source>
        <translation>Lesen der NIC-Zähler</translation>
    </message>
</context>
<context>
    <name>ExperimentScript</name>
    <message>
        <source>Tunebench experiment &quot;%1&quot;: the commands it runs, per host and step.</source>
        <translation>Tunebench-Experiment &quot;%1&quot;: die Befehle, die es ausführt, pro Host und Schritt.</translation>
    </message>
    <message>
        <source>Tunebench keeps one SSH connection per host; this script runs one ssh per command.
Commands run with on_root need root: Tunebench runs them through sudo -n unless it
is logged in as root.</source>
        <translation>Tunebench hält eine SSH-Verbindung pro Host; dieses Skript startet ein ssh pro Befehl.
Mit on_root ausgeführte Befehle brauchen root: Tunebench führt sie über sudo -n aus,
sofern es nicht als root angemeldet ist.</translation>
    </message>
    <message>
        <source>client, interface %1</source>
        <translation>Client, Interface %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source>server, interface %1</source>
        <translation>Server, Interface %1</translation>
    </message>
    <message>
        <source>The telemetry sampler (shell builtins only: it forks nothing per sample).</source>
        <translation>Der Telemetrie-Sampler (nur Shell-Builtins: er startet pro Messwert keinen Prozess).</translation>
    </message>
    <message>
        <source>Step 1: set-up</source>
        <translation>Schritt 1: Vorbereitung</translation>
    </message>
    <message>
        <source>Snapshot of both hosts (ethtool -i/-k/-c/-g/-l, sysctls): the values restored at the end.</source>
        <translation>Snapshot beider Hosts (ethtool -i/-k/-c/-g/-l, sysctls): die Werte, die am Ende wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(nicht gemeldet)</translation>
    </message>
    <message>
        <source>%1 now: %2</source>
        <translation>%1 jetzt: %2</translation>
    </message>
    <message>
        <source>netserver on the server, started only when nothing listens on port %1:</source>
        <translation>netserver auf dem Server, nur gestartet, wenn auf Port %1 nichts lauscht:</translation>
    </message>
    <message>
        <source>The path MSS, for the packet_byte sizes (the sizes below assume an MSS of 1448):</source>
        <translation>Die Pfad-MSS für die packet_byte-Größen (die Größen unten setzen eine MSS von 1448 voraus):</translation>
    </message>
    <message>
        <source>Run %1 of %2: arm &quot;%3&quot;, repetition %4</source>
        <translation>Lauf %1 von %2: Arm &quot;%3&quot;, Wiederholung %4</translation>
    </message>
    <message>
        <source>sweep value</source>
        <translation>Sweep-Wert</translation>
    </message>
    <message>
        <source>Manual change this arm needs: %1</source>
        <translation>Manuelle Änderung, die dieser Arm braucht: %1</translation>
    </message>
    <message>
        <source>%1: %2 back to the values read at the start</source>
        <translation>%1: %2 zurück auf die zu Beginn gelesenen Werte</translation>
    </message>
    <message>
        <source>%1: %2 is not supported (%3): not written</source>
        <translation>%1: %2 wird nicht unterstützt (%3): nicht geschrieben</translation>
    </message>
    <message>
        <source>Last step: restore every changed setting to its value from the snapshot, then verify it</source>
        <translation>Letzter Schritt: jede geänderte Einstellung auf ihren Wert aus dem Snapshot zurücksetzen und dann verifizieren</translation>
    </message>
</context>
<context>
    <name>ExplorationRepository</name>
    <message>
        <source>Could not %1 in the results database.</source>
        <translation>Fehler beim %1 in der Ergebnisdatenbank.</translation>
    </message>
    <message>
        <source>store the exploration</source>
        <translation>Speichern der Exploration</translation>
    </message>
    <message>
        <source>store segment %1</source>
        <translation>Speichern von Segment %1</translation>
    </message>
    <message>
        <source>close segment %1</source>
        <translation>Abschließen von Segment %1</translation>
    </message>
    <message>
        <source>store marker %1</source>
        <translation>Speichern von Markierung %1</translation>
    </message>
    <message>
        <source>store the hosts&apos; clock offsets</source>
        <translation>Speichern der Uhrenabweichungen der Hosts</translation>
    </message>
    <message>
        <source>read exploration %1</source>
        <translation>Lesen von Exploration %1</translation>
    </message>
    <message>
        <source>Experiment %1 is not an exploration.</source>
        <translation>Experiment %1 ist keine Exploration.</translation>
    </message>
    <message>
        <source>read the segments</source>
        <translation>Lesen der Segmente</translation>
    </message>
    <message>
        <source>read the markers</source>
        <translation>Lesen der Markierungen</translation>
    </message>
    <message>
        <source>Exploration %1 has no marker %2.</source>
        <translation>Die Exploration %1 hat keine Markierung %2.</translation>
    </message>
</context>
<context>
    <name>ExplorePrinter</name>
    <message>
        <source>Exploration %1 is running. Type changes such as &apos;server adaptive-rx=off&apos;, &apos;compare 1 2&apos;, &apos;experiment 1 2 -o ab.json&apos; or &apos;quit&apos; (&apos;help&apos; lists them).</source>
        <translation>Exploration %1 läuft. Geben Sie Änderungen wie &apos;server adaptive-rx=off&apos;, &apos;compare 1 2&apos;, &apos;experiment 1 2 -o ab.json&apos; oder &apos;quit&apos; ein (&apos;help&apos; listet sie auf).</translation>
    </message>
    <message>
        <source>Applying %1 ...</source>
        <translation>%1 wird angewendet ...</translation>
    </message>
    <message>
        <source>t %1  segment %2  rate %3 Trans/s  median %4</source>
        <translation>t %1  Segment %2  Rate %3 Trans/s  Median %4</translation>
    </message>
    <message>
        <source>[%1] marker %2  %3  %4</source>
        <translation>[%1] Markierung %2  %3  %4</translation>
    </message>
    <message>
        <source>  -&gt; segment %1</source>
        <translation>  -&gt; Segment %1</translation>
    </message>
    <message>
        <source>    also changed: %1</source>
        <translation>    ebenfalls geändert: %1</translation>
    </message>
    <message>
        <source>segment %1 (%2) %3-%4 s: </source>
        <translation>Segment %1 (%2) %3-%4 s: </translation>
    </message>
    <message>
        <source>no settled intervals yet</source>
        <translation>noch keine eingeschwungenen Intervalle</translation>
    </message>
    <message>
        <source>median %1 Trans/s (CV %2%, %3 intervals); S.dem client %4 server %5 us/Tr; interrupts/s client %6 server %7; context switches/s client %8 server %9</source>
        <translation>Median %1 Trans/s (VK %2%, %3 Intervalle); S.dem Client %4 Server %5 us/Tr; Interrupts/s Client %6 Server %7; Kontextwechsel/s Client %8 Server %9</translation>
    </message>
    <message>
        <source>; unstable: %1</source>
        <translation>; instabil: %1</translation>
    </message>
    <message>
        <source>Segment %1 vs segment %2 (each without its first %3 s):</source>
        <translation>Segment %1 vs. Segment %2 (jeweils ohne die ersten %3 s):</translation>
    </message>
    <message>
        <source>Wrote %1: &quot;%2&quot;, arms &quot;%3&quot; and &quot;%4&quot;, %5 repetitions each. Run it with: tunebench-cli run %1</source>
        <translation>%1 geschrieben: &quot;%2&quot;, Arme &quot;%3&quot; und &quot;%4&quot;, je %5 Wiederholungen. Ausführen mit: tunebench-cli run %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Exploration %1 &quot;%2&quot; (%3), %4 -&gt; %5, %6 s, %7 interim intervals</source>
        <translation>Exploration %1 „%2“ (%3), %4 -&gt; %5, %6 s, %7 Zwischenintervalle</translation>
    </message>
    <message>
        <source>Segments (each without its first %1 s after a change):</source>
        <translation>Segmente (jeweils ohne die ersten %1 s nach einer Änderung):</translation>
    </message>
    <message>
        <source>Compare two segments with --compare A,B; make an A/B experiment of them with --experiment A,B -o FILE.</source>
        <translation>Zwei Segmente vergleichen Sie mit --compare A,B; ein A/B-Experiment daraus erstellen Sie mit --experiment A,B -o DATEI.</translation>
    </message>
    <message>
        <source>Exploration %1 %2: %3 s, %4, %5 (%6 failed)</source>
        <translation>Exploration %1 %2: %3 s, %4, %5 (%6 fehlgeschlagen)</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n Segment</numerusform>
            <numerusform>%n Segmente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n Markierung</numerusform>
            <numerusform>%n Markierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>    marker %1 also changed: %2</source>
        <translation>    Markierung %1 hat auch geändert: %2</translation>
    </message>
    <message>
        <source>Clocks: %1 (the host&apos;s clock minus this machine&apos;s)</source>
        <extracomment>each host&apos;s clock minus this machine&apos;s, with which the exploration&apos;s times were put on this machine&apos;s clock</extracomment>
        <translation>Uhren: %1 (Uhr des Hosts minus Uhr dieses Rechners)</translation>
    </message>
</context>
<context>
    <name>FlentWriter</name>
    <message>
        <source>Series are Tunebench runs (ARM::REPETITION) of interim %1; NAME only tells Flent which of its tests to load the file as.</source>
        <translation>Die Reihen sind Tunebench-Läufe (ARM::WIEDERHOLUNG) mit Zwischenwerten von %1; NAME sagt Flent nur, als welcher seiner Tests die Datei geladen werden soll.</translation>
    </message>
    <message>
        <source>zlib could not start compressing.</source>
        <translation>zlib konnte die Kompression nicht starten.</translation>
    </message>
    <message>
        <source>zlib could not compress the Flent data (error %1).</source>
        <translation>zlib konnte die Flent-Daten nicht komprimieren (Fehler %1).</translation>
    </message>
</context>
<context>
    <name>FreeBsdProvider</name>
    <message>
        <source>Unexpected ifconfig output.</source>
        <translation>Unerwartete Ausgabe von ifconfig.</translation>
    </message>
    <message>
        <source>absent on this host</source>
        <translation>auf diesem Host nicht vorhanden</translation>
    </message>
    <message>
        <source>The host did not answer the tunables read script.</source>
        <translation>Der Host hat auf das Skript zum Lesen der Tunables nicht geantwortet.</translation>
    </message>
    <message>
        <source>There is no interface &apos;%1&apos; on the host (it has: %2).</source>
        <translation>Auf dem Host gibt es kein Interface &apos;%1&apos; (vorhanden: %2).</translation>
    </message>
    <message>
        <source>no generic interface on FreeBSD; set the driver&apos;s dev.%1.N.* sysctls instead</source>
        <translation>unter FreeBSD keine generische Schnittstelle; setzen Sie stattdessen die sysctls dev.%1.N.* des Treibers</translation>
    </message>
    <message>
        <source>not supported on FreeBSD yet (cpuset -x)</source>
        <translation>unter FreeBSD noch nicht unterstützt (cpuset -x)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a FreeBSD interface capability Tunebench knows (try tso4, tso6, lro, rxcsum, txcsum, rxcsum6, txcsum6, vlanhwtag) or a sysctl name.</source>
        <translation>&apos;%1&apos; ist weder eine Tunebench bekannte Interface-Capability von FreeBSD (versuchen Sie tso4, tso6, lro, rxcsum, txcsum, rxcsum6, txcsum6, vlanhwtag) noch ein sysctl-Name.</translation>
    </message>
</context>
<context>
    <name>HostBook</name>
    <message>
        <source>Give the host a name (an ~/.ssh/config alias works as is)</source>
        <translation>Geben Sie dem Host einen Namen (ein Alias aus ~/.ssh/config funktioniert direkt)</translation>
    </message>
    <message>
        <source>&quot;local&quot; is the built-in host of this machine; choose another name</source>
        <translation>&quot;local&quot; ist der eingebaute Host dieses Rechners; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>A host name cannot contain spaces</source>
        <translation>Ein Hostname darf keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>There is already a host named &quot;%1&quot;</source>
        <translation>Es gibt bereits einen Host namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Port %1 is out of range (1-65535, or 0 for the default)</source>
        <translation>Port %1 liegt außerhalb des gültigen Bereichs (1-65535 oder 0 für den Standard)</translation>
    </message>
    <message>
        <source>The user name &quot;%1&quot; cannot contain spaces, &apos;@&apos; or &apos;:&apos;</source>
        <translation>Der Benutzername &quot;%1&quot; darf keine Leerzeichen, &apos;@&apos; oder &apos;:&apos; enthalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or address</source>
        <translation>&quot;%1&quot; ist weder ein Hostname noch eine Adresse</translation>
    </message>
    <message>
        <source>The identity file %1 does not exist</source>
        <translation>Die Identitätsdatei %1 existiert nicht</translation>
    </message>
    <message>
        <source>No host at position %1</source>
        <translation>Kein Host an Position %1</translation>
    </message>
    <message>
        <source>The built-in local host cannot be removed</source>
        <translation>Der eingebaute lokale Host kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>HostReader</name>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>&apos;uname -s&apos; on %1</source>
        <translation>&apos;uname -s&apos; auf %1</translation>
    </message>
    <message>
        <source>Reading the tunables of %1</source>
        <translation>Tunables von %1 werden gelesen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Changing tunables on %1 needs root: log in as root, or as a user who may run &apos;sudo -n&apos; without a password. Nothing was changed.</source>
        <translation>Das Ändern von Tunables auf %1 erfordert root: melden Sie sich als root an oder als Benutzer, der &apos;sudo -n&apos; ohne Passwort ausführen darf. Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>HostRestoreCheck</name>
    <message>
        <source>%1 restored itself at %2 (%3)</source>
        <translation>%1 hat sich um %2 selbst wiederhergestellt (%3)</translation>
    </message>
    <message numerus="yes">
        <source>; %n of its commands failed</source>
        <translation>
            <numerusform>; %n seiner Befehle schlug fehl</numerusform>
            <numerusform>; %n seiner Befehle schlugen fehl</numerusform>
        </translation>
    </message>
    <message>
        <source>: journals %1 verified and closed.</source>
        <translation>: Journale %1 geprüft und geschlossen.</translation>
    </message>
    <message>
        <source>, but it does not verify (%1): journals %2 stay open.</source>
        <translation>, aber die Prüfung stimmt nicht (%1): Journale %2 bleiben offen.</translation>
    </message>
    <message>
        <source>values differ</source>
        <translation>Werte weichen ab</translation>
    </message>
    <message>
        <source>%1 restored itself at %2: %3</source>
        <translation>%1 hat sich um %2 selbst wiederhergestellt: %3</translation>
    </message>
</context>
<context>
    <name>HostSpec</name>
    <message>
        <source>&apos;%1&apos; has an invalid port &apos;%2&apos; (1 to 65535)</source>
        <translation>&apos;%1&apos; hat einen ungültigen Port &apos;%2&apos; (1 bis 65535)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no user before &apos;@&apos;</source>
        <translation>&apos;%1&apos; nennt keinen Benutzer vor &apos;@&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an unclosed &apos;[&apos;</source>
        <translation>&apos;%1&apos; enthält ein nicht geschlossenes &apos;[&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected &apos;:port&apos; after &apos;]&apos;</source>
        <translation>&apos;%1&apos;: nach &apos;]&apos; wird &apos;:port&apos; erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host: use local, [user@]host[:port] or an alias from ~/.ssh/config</source>
        <translation>&apos;%1&apos; ist kein Host: verwenden Sie local, [user@]host[:port] oder einen Alias aus ~/.ssh/config</translation>
    </message>
</context>
<context>
    <name>ImportComparison</name>
    <message>
        <source>%1: no run with a rate</source>
        <translation>%1: kein Lauf mit einer Rate</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s), median %2 %3</source>
        <translation>
            <numerusform>%1: %n Lauf, Median %2 %3</numerusform>
            <numerusform>%1: %n Läufe, Median %2 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be compared with %2: one of them has no run with a rate.</source>
        <translation>%1 lässt sich nicht mit %2 vergleichen: einer von beiden hat keinen Lauf mit einer Rate.</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>lokal %1</translation>
    </message>
    <message>
        <source>remote %1</source>
        <translation>entfernt %1</translation>
    </message>
    <message>
        <source>, service demand %1 %2</source>
        <extracomment>after an arm&apos;s median rate: &quot;…, service demand local 50.2, remote 49.8 us/Tr&quot;</extracomment>
        <translation>, Service-Demand %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2 vs %3): %4</source>
        <extracomment>a verdict of an import&apos;s preview: &quot;Transaction rate (gro off vs gro on): …&quot;</extracomment>
        <translation>%1 (%2 gegen %3): %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ImportGrouping</name>
    <message>
        <source>%1 not set</source>
        <translation>%1 nicht gesetzt</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>an arm&apos;s label part for a setting made on one host: &quot;busy_poll 50 on server&quot;</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>--arm takes [FILE:]FIRST-LAST=LABEL, e.g. 12-40=baseline (got &quot;%1&quot;)</source>
        <translation>--arm erwartet [DATEI:]ERSTE-LETZTE=NAME, z. B. 12-40=Basis (erhalten: „%1“)</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>alle Läufe</translation>
    </message>
    <message>
        <source>An arm needs a label.</source>
        <translation>Ein Arm braucht einen Namen.</translation>
    </message>
    <message>
        <source>That run is in no arm.</source>
        <translation>Dieser Lauf gehört zu keinem Arm.</translation>
    </message>
    <message>
        <source>Choose two arms or more to merge, and a label.</source>
        <translation>Wählen Sie zwei oder mehr Arme zum Zusammenführen und einen Namen.</translation>
    </message>
    <message>
        <source>There is no arm &quot;%1&quot;.</source>
        <translation>Es gibt keinen Arm „%1“.</translation>
    </message>
    <message>
        <source>Another arm is called &quot;%1&quot; already.</source>
        <translation>Ein anderer Arm heißt bereits „%1“.</translation>
    </message>
    <message>
        <source>lines %1</source>
        <translation>Zeilen %1</translation>
    </message>
</context>
<context>
    <name>ImportStory</name>
    <message>
        <source>%1 unknown</source>
        <extracomment>an arm&apos;s label part when a test does not show a parameter: &quot;request size unknown&quot;</extracomment>
        <translation>%1 unbekannt</translation>
    </message>
    <message>
        <source>request %1 B</source>
        <translation>Anfrage %1 B</translation>
    </message>
    <message>
        <source>response %1 B</source>
        <translation>Antwort %1 B</translation>
    </message>
    <message>
        <source>burst %1</source>
        <translation>Burst %1</translation>
    </message>
    <message>
        <source>netperf on CPU %1</source>
        <translation>netperf auf CPU %1</translation>
    </message>
    <message>
        <source>netserver on CPU %1</source>
        <translation>netserver auf CPU %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>test type</source>
        <translation>Testart</translation>
    </message>
    <message>
        <source>request size</source>
        <translation>Request-Größe</translation>
    </message>
    <message>
        <source>response size</source>
        <translation>Response-Größe</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>netperf CPU</source>
        <translation>netperf-CPU</translation>
    </message>
    <message>
        <source>netserver CPU</source>
        <translation>netserver-CPU</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
</context>
<context>
    <name>KeySupportTable</name>
    <message>
        <source>not listed by this ethtool (%1)</source>
        <translation>von diesem ethtool nicht aufgeführt (%1)</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>Version unbekannt</translation>
    </message>
</context>
<context>
    <name>LeaseHolder</name>
    <message>
        <source>another Tunebench (agent pid %1 on the host)</source>
        <translation>einem anderen Tunebench (Agent-PID %1 auf dem Host)</translation>
    </message>
    <message>
        <source>another Tunebench</source>
        <translation>einem anderen Tunebench</translation>
    </message>
    <message>
        <source>%1@%2 (%3, pid %4, since %5)</source>
        <translation>%1@%2 (%3, PID %4, seit %5)</translation>
    </message>
    <message>
        <source>Tunebench</source>
        <translation>Tunebench</translation>
    </message>
</context>
<context>
    <name>LinuxProvider</name>
    <message>
        <source>ethtool is not installed on the host</source>
        <translation>ethtool ist auf dem Host nicht installiert</translation>
    </message>
    <message>
        <source>ethtool exited with code %1</source>
        <translation>ethtool wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>The host did not answer the tunables read script.</source>
        <translation>Der Host hat auf das Skript zum Lesen der Tunables nicht geantwortet.</translation>
    </message>
    <message>
        <source>There is no interface &apos;%1&apos; on the host (it has: %2).</source>
        <translation>Auf dem Host gibt es kein Interface &apos;%1&apos; (vorhanden: %2).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>absent on this host</source>
        <translation>auf diesem Host nicht vorhanden</translation>
    </message>
    <message>
        <source>read-only on this host</source>
        <translation>auf diesem Host schreibgeschützt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: write feature.%1 (%2, ethtool -K), ring.%1 (ethtool -G) or channel.%1 (ethtool -L).</source>
        <translation>&apos;%1&apos; ist mehrdeutig: schreiben Sie feature.%1 (%2, ethtool -K), ring.%1 (ethtool -G) oder channel.%1 (ethtool -L).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tunable Tunebench knows.</source>
        <translation>&apos;%1&apos; ist kein Tunable, das Tunebench kennt.</translation>
    </message>
</context>
<context>
    <name>MailReportWriter</name>
    <message>
        <source>no verdict possible from one run per arm</source>
        <translation>aus einem Lauf pro Arm ist kein Urteil möglich</translation>
    </message>
    <message>
        <source>too few runs for a verdict (it takes %1 per arm)</source>
        <translation>zu wenige Läufe für ein Urteil (nötig sind %1 pro Arm)</translation>
    </message>
    <message>
        <source>no significant difference (%1)</source>
        <translation>kein signifikanter Unterschied (%1)</translation>
    </message>
    <message>
        <source>; repeat each test %1 times or more</source>
        <translation>; wiederholen Sie jeden Test %1-mal oder öfter</translation>
    </message>
    <message>
        <source>±%1 in the other arms</source>
        <translation>±%1 in den anderen Armen</translation>
    </message>
    <message>
        <source>; the run-to-run spread (%1) swamps it</source>
        <translation>; die Streuung von Lauf zu Lauf (%1) überdeckt ihn</translation>
    </message>
    <message>
        <source>; about %1 runs per arm would detect %2 at this spread</source>
        <translation>; etwa %1 Läufe pro Arm würden %2 bei dieser Streuung erkennen</translation>
    </message>
    <message>
        <source>; about %1 runs per arm would detect %2 at this spread (%3)</source>
        <translation>; etwa %1 Läufe pro Arm würden %2 bei dieser Streuung (%3) erkennen</translation>
    </message>
    <message>
        <source>%1 (n=%2+%3): %4</source>
        <translation>%1 (n=%2+%3): %4</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 (95% CI %2 to %3, %4, %5)</source>
        <translation>%1 (95-%-KI %2 bis %3, %4, %5)</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>%1
median</source>
        <translation>%1
Median</translation>
    </message>
    <message>
        <source>95%
CI</source>
        <translation>95 %
KI</translation>
    </message>
    <message>
        <source>S.dem
local
%1</source>
        <translation>S.dem
lokal
%1</translation>
    </message>
    <message>
        <source>S.dem
remote
%1</source>
        <translation>S.dem
entfernt
%1</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Was sich unterscheidet</translation>
    </message>
    <message>
        <source>What differs:</source>
        <translation>Was sich unterscheidet:</translation>
    </message>
    <message numerus="yes">
        <source>(%n more setting(s) alike in every arm)</source>
        <translation>
            <numerusform>(%n weitere Einstellung in jedem Arm gleich)</numerusform>
            <numerusform>(%n weitere Einstellungen in jedem Arm gleich)</numerusform>
        </translation>
    </message>
    <message>
        <source>Commands (every arm):</source>
        <translation>Befehle (jeder Arm):</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>netperf&apos;s confidence not achieved</source>
        <translation>netperfs Konfidenz nicht erreicht</translation>
    </message>
    <message>
        <source>rate switched between two levels</source>
        <translation>Rate wechselte zwischen zwei Niveaus</translation>
    </message>
    <message>
        <source>rate shifted level</source>
        <translation>Rate wechselte das Niveau</translation>
    </message>
    <message>
        <source>rate drifted</source>
        <translation>Rate driftete</translation>
    </message>
    <message>
        <source>irregular interim intervals</source>
        <translation>unregelmäßige Zwischenintervalle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <comment>arm, runs with the problem, of its runs</comment>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>firmware %1</source>
        <translation>Firmware %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>%1: no completed runs to compare</source>
        <translation>%1: keine abgeschlossenen Läufe zum Vergleichen</translation>
    </message>
    <message>
        <source>rate %1: %2</source>
        <translation>Rate %1: %2</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>S.dem %1: %2</source>
        <translation>S.dem %1: %2</translation>
    </message>
    <message>
        <source>latency %1 %2: %3</source>
        <translation>Latenz %1 %2: %3</translation>
    </message>
    <message>
        <source>Tunebench %1, experiment %2 (tunebench-cli report %2 --format mail)</source>
        <translation>Tunebench %1, Experiment %2 (tunebench-cli report %2 --format mail)</translation>
    </message>
    <message>
        <source>about %1 runs per arm would detect %2 at this spread (%3)</source>
        <translation>etwa %1 Läufe je Arm würden %2 bei dieser Streuung erkennen (%3)</translation>
    </message>
</context>
<context>
    <name>NetperfImporter</name>
    <message>
        <source>tests: %1, interim samples: %2, results: %3, failures: %4; lines skipped: %5</source>
        <translation>Tests: %1, Zwischenwerte: %2, Ergebnisse: %3, Fehler: %4; übersprungene Zeilen: %5</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The import was cancelled.</source>
        <translation>Der Import wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>NetperfProbe</name>
    <message>
        <source>netperf on %1 did not report the path MSS to %2.</source>
        <translation>netperf auf %1 hat die Pfad-MSS zu %2 nicht gemeldet.</translation>
    </message>
</context>
<context>
    <name>NetperfTestSpec</name>
    <message>
        <source>&apos;%1&apos; is not a usable %2: give a host name or an IP address.</source>
        <translation>&apos;%1&apos; ist keine brauchbare %2: geben Sie einen Hostnamen oder eine IP-Adresse an.</translation>
    </message>
    <message>
        <source>The %1 %2 is an IPv4 address but IPv6 (-6) was chosen.</source>
        <translation>Die %1 %2 ist eine IPv4-Adresse, aber IPv6 (-6) wurde gewählt.</translation>
    </message>
    <message>
        <source>The %1 %2 is an IPv6 address but IPv4 (-4) was chosen.</source>
        <translation>Die %1 %2 ist eine IPv6-Adresse, aber IPv4 (-4) wurde gewählt.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4.</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht bei %4.</translation>
    </message>
    <message>
        <source>Name the server netperf should test against (-H).</source>
        <translation>Geben Sie den Server an, gegen den netperf testen soll (-H).</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>local address</source>
        <translation>lokale Adresse</translation>
    </message>
    <message>
        <source>The control port (-p)</source>
        <translation>Der Steuerport (-p)</translation>
    </message>
    <message>
        <source>A transaction or byte count must be positive.</source>
        <translation>Eine Transaktions- oder Byteanzahl muss positiv sein.</translation>
    </message>
    <message>
        <source>The test length (-l) must be between 1 s and 7 days, not %1 s.</source>
        <translation>Die Testdauer (-l) muss zwischen 1 s und 7 Tagen liegen, nicht bei %1 s.</translation>
    </message>
    <message>
        <source>The interim interval (-D) must be between 0.001 s and one hour.</source>
        <translation>Das Zwischenintervall (-D) muss zwischen 0,001 s und einer Stunde liegen.</translation>
    </message>
    <message>
        <source>The interim interval (-D %1 s) is longer than the test (%2 s).</source>
        <translation>Das Zwischenintervall (-D %1 s) ist länger als der Test (%2 s).</translation>
    </message>
    <message>
        <source>The local CPU (-T)</source>
        <translation>Die lokale CPU (-T)</translation>
    </message>
    <message>
        <source>The remote CPU (-T)</source>
        <translation>Die entfernte CPU (-T)</translation>
    </message>
    <message>
        <source>netperf supports only 95% and 99% confidence levels (-I), not %1%.</source>
        <translation>netperf unterstützt nur die Konfidenzniveaus 95 % und 99 % (-I), nicht %1 %.</translation>
    </message>
    <message>
        <source>The confidence interval width (-I) must be between 0 and 100%.</source>
        <translation>Die Breite des Konfidenzintervalls (-I) muss zwischen 0 und 100 % liegen.</translation>
    </message>
    <message>
        <source>The maximum number of iterations (-i)</source>
        <translation>Die Höchstzahl an Iterationen (-i)</translation>
    </message>
    <message>
        <source>The minimum number of iterations (-i)</source>
        <translation>Die Mindestzahl an Iterationen (-i)</translation>
    </message>
    <message>
        <source>The minimum number of iterations (-i) exceeds the maximum.</source>
        <translation>Die Mindestzahl an Iterationen (-i) übersteigt die Höchstzahl.</translation>
    </message>
    <message>
        <source>data address</source>
        <translation>Datenadresse</translation>
    </message>
    <message>
        <source>Request and response sizes (-r) apply to request/response tests, not %1.</source>
        <translation>Request- und Response-Größe (-r) gelten für Request/Response-Tests, nicht für %1.</translation>
    </message>
    <message>
        <source>The request size (-r)</source>
        <translation>Die Request-Größe (-r)</translation>
    </message>
    <message>
        <source>The response size (-r)</source>
        <translation>Die Response-Größe (-r)</translation>
    </message>
    <message>
        <source>A burst (-b) needs TCP_RR or UDP_RR; %1 opens a connection per transaction or streams.</source>
        <translation>Ein Burst (-b) erfordert TCP_RR oder UDP_RR; %1 öffnet eine Verbindung pro Transaktion oder streamt.</translation>
    </message>
    <message>
        <source>The burst (-b)</source>
        <translation>Der Burst (-b)</translation>
    </message>
    <message>
        <source>TCP_NODELAY (-D) does not apply to UDP_RR.</source>
        <translation>TCP_NODELAY (-D) gilt nicht für UDP_RR.</translation>
    </message>
    <message>
        <source>The local data port (-P)</source>
        <translation>Der lokale Datenport (-P)</translation>
    </message>
    <message>
        <source>The remote data port (-P)</source>
        <translation>Der entfernte Datenport (-P)</translation>
    </message>
    <message>
        <source>TCP_CRR opens a new connection for every transaction and cannot use a fixed local port (-P).</source>
        <translation>TCP_CRR öffnet für jede Transaktion eine neue Verbindung und kann keinen festen lokalen Port (-P) verwenden.</translation>
    </message>
    <message>
        <source>The local socket buffer (-s)</source>
        <translation>Der lokale Socket-Puffer (-s)</translation>
    </message>
    <message>
        <source>The remote socket buffer (-S)</source>
        <translation>Der entfernte Socket-Puffer (-S)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a netperf output selector (-k).</source>
        <translation>&apos;%1&apos; ist kein Ausgabeselektor von netperf (-k).</translation>
    </message>
    <message>
        <source>%1 needs latency statistics: turn on -j.</source>
        <translation>%1 braucht Latenzstatistiken: schalten Sie -j ein.</translation>
    </message>
</context>
<context>
    <name>NetserverManager</name>
    <message>
        <source>Cannot see which ports listen on %1: &apos;ss&apos; %2.</source>
        <translation>Es ist nicht feststellbar, welche Ports auf %1 lauschen: &apos;ss&apos; %2.</translation>
    </message>
    <message>
        <source>Cannot see which ports listen on %1: install iproute2 (&apos;ss&apos;) there.</source>
        <translation>Es ist nicht feststellbar, welche Ports auf %1 lauschen: installieren Sie dort iproute2 (&apos;ss&apos;).</translation>
    </message>
    <message>
        <source>Port %1 on %2 is held by &apos;%3&apos; (pid %4), not by netserver. Stop that program or choose another netserver port.</source>
        <translation>Port %1 auf %2 ist von &apos;%3&apos; (PID %4) belegt, nicht von netserver. Beenden Sie dieses Programm oder wählen Sie einen anderen netserver-Port.</translation>
    </message>
    <message>
        <source>netserver did not start on %1 port %2 (%3).</source>
        <translation>netserver ist auf %1 Port %2 nicht gestartet (%3).</translation>
    </message>
    <message>
        <source>netserver on %1 did not start listening on port %2 within %3 s.</source>
        <translation>netserver auf %1 lauscht nicht innerhalb von %3 s auf Port %2.</translation>
    </message>
    <message>
        <source>netserver on %1 still listens on port %2 after %3 s.</source>
        <translation>netserver auf %1 lauscht nach %3 s immer noch auf Port %2.</translation>
    </message>
    <message>
        <source>Cannot stop the netserver Tunebench started on %1 (pid %2): %3</source>
        <translation>Der von Tunebench auf %1 gestartete netserver (PID %2) kann nicht gestoppt werden: %3</translation>
    </message>
</context>
<context>
    <name>PgCopy</name>
    <message>
        <source>Cannot copy the rows of %1 into PostgreSQL.</source>
        <translation>Die Zeilen von %1 können nicht nach PostgreSQL kopiert werden.</translation>
    </message>
</context>
<context>
    <name>ProbeParsers</name>
    <message>
        <source>cannot read the output of &apos;ip -j -d addr show&apos;</source>
        <translation>die Ausgabe von &apos;ip -j -d addr show&apos; ist nicht lesbar</translation>
    </message>
    <message>
        <source>build netperf 2.7 from https://github.com/HewlettPackard/netperf with &apos;./configure --enable-demo &amp;&amp; make &amp;&amp; make install&apos;</source>
        <translation>netperf 2.7 aus https://github.com/HewlettPackard/netperf mit &apos;./configure --enable-demo &amp;&amp; make &amp;&amp; make install&apos; bauen</translation>
    </message>
    <message>
        <source>apt-get install netperf (it is in Debian&apos;s non-free component: add &apos;non-free&apos; to the apt sources first)</source>
        <translation>apt-get install netperf (es liegt in Debians Komponente non-free: zuerst &apos;non-free&apos; zu den apt-Quellen hinzufügen)</translation>
    </message>
    <message>
        <source>apt-get install netperf (from Ubuntu&apos;s multiverse component)</source>
        <translation>apt-get install netperf (aus Ubuntus Komponente multiverse)</translation>
    </message>
    <message>
        <source>install the &apos;ethtool&apos; package of your distribution</source>
        <translation>das Paket &apos;ethtool&apos; Ihrer Distribution installieren</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>request size</source>
        <translation>Request-Größe</translation>
    </message>
    <message>
        <source>response size</source>
        <translation>Response-Größe</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>RemoteCommand</name>
    <message>
        <source>empty command</source>
        <translation>leerer Befehl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs root on %2, but this host is set up never to use sudo: connect as root or allow sudo for this host</source>
        <translation>&apos;%1&apos; braucht root auf %2, aber dieser Host ist so eingerichtet, dass nie sudo verwendet wird: verbinden Sie sich als root oder erlauben Sie sudo für diesen Host</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid environment variable name</source>
        <translation>&apos;%1&apos; ist kein gültiger Name für eine Umgebungsvariable</translation>
    </message>
    <message>
        <source>sudo is not installed on %1: install it (e.g. apt-get install sudo) or connect as root</source>
        <translation>sudo ist auf %1 nicht installiert: installieren Sie es (z. B. apt-get install sudo) oder verbinden Sie sich als root</translation>
    </message>
    <message>
        <source>%1 is not in the sudoers file on %2: add the rule &apos;%3&apos; (visudo -f /etc/sudoers.d/tunebench) or connect as root</source>
        <translation>%1 steht auf %2 nicht in der sudoers-Datei: fügen Sie die Regel &apos;%3&apos; hinzu (visudo -f /etc/sudoers.d/tunebench) oder verbinden Sie sich als root</translation>
    </message>
    <message>
        <source>sudo on %1 wants a password for %2, or %2 may not use sudo at all: Tunebench never types passwords into sudo, so add the rule &apos;%3&apos; (visudo -f /etc/sudoers.d/tunebench) or connect as root</source>
        <translation>sudo auf %1 verlangt ein Passwort für %2, oder %2 darf sudo gar nicht verwenden: Tunebench gibt nie Passwörter an sudo weiter; fügen Sie also die Regel &apos;%3&apos; hinzu (visudo -f /etc/sudoers.d/tunebench) oder verbinden Sie sich als root</translation>
    </message>
    <message>
        <source>sudo on %1 does not allow %2 to run this command as root: extend the sudoers rule (visudo -f /etc/sudoers.d/tunebench) or connect as root</source>
        <translation>sudo auf %1 erlaubt %2 nicht, diesen Befehl als root auszuführen: erweitern Sie die sudoers-Regel (visudo -f /etc/sudoers.d/tunebench) oder verbinden Sie sich als root</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an argument with a NUL character, which no remote command can receive</source>
        <translation>&apos;%1&apos; hat ein Argument mit einem NUL-Zeichen, das kein entfernter Befehl empfangen kann</translation>
    </message>
    <message>
        <source>cannot run &apos;%1&apos; on %2: not found</source>
        <translation>&apos;%1&apos; kann auf %2 nicht ausgeführt werden: nicht gefunden</translation>
    </message>
</context>
<context>
    <name>RemoteShellParser</name>
    <message>
        <source>a line of %1 bytes without a frame</source>
        <translation>eine Zeile von %1 Bytes ohne Rahmen</translation>
    </message>
    <message>
        <source>the remote shell did not start</source>
        <translation>die entfernte Shell ist nicht gestartet</translation>
    </message>
    <message>
        <source>a greeting without a process id: &apos;%1&apos;</source>
        <translation>eine Begrüßung ohne Prozessnummer: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>an unexpected line: &apos;%1&apos;</source>
        <translation>eine unerwartete Zeile: &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>Run %1 (%2 at %3, repetition %4)</source>
        <translation>Lauf %1 (%2 bei %3, Wiederholung %4)</translation>
    </message>
    <message>
        <source>Run %1 (%2, repetition %3)</source>
        <translation>Lauf %1 (%2, Wiederholung %3)</translation>
    </message>
    <message>
        <source>change made by hand</source>
        <translation>von Hand vorgenommene Änderung</translation>
    </message>
    <message>
        <source>The experiment ended with an error: %1</source>
        <translation>Das Experiment endete mit einem Fehler: %1</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>no error recorded</source>
        <translation>kein Fehler aufgezeichnet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: netperf&apos;s desired confidence was not achieved.</source>
        <translation>%1: die gewünschte Konfidenz von netperf wurde nicht erreicht.</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Tunebench chart</source>
        <translation>Tunebench-Diagramm</translation>
    </message>
    <message>
        <source>The chart &quot;%1&quot; could not be drawn as SVG.</source>
        <translation>Das Diagramm &quot;%1&quot; konnte nicht als SVG gezeichnet werden.</translation>
    </message>
    <message>
        <source>The chart &quot;%1&quot; could not be drawn as PNG.</source>
        <translation>Das Diagramm &quot;%1&quot; konnte nicht als PNG gezeichnet werden.</translation>
    </message>
    <message>
        <source>Cannot write the PDF %1.</source>
        <translation>Das PDF %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ReportComposer</name>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>final rate</source>
        <translation>Endrate</translation>
    </message>
    <message>
        <source>S.dem local</source>
        <translation>S.dem lokal</translation>
    </message>
    <message>
        <source>S.dem remote</source>
        <translation>S.dem entfernt</translation>
    </message>
    <message>
        <source>live S.dem local</source>
        <translation>Live-S.dem lokal</translation>
    </message>
    <message>
        <source>live S.dem remote</source>
        <translation>Live-S.dem entfernt</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1-Latenz</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>too few runs</source>
        <translation>zu wenige Läufe</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>No host snapshot was stored with this experiment, so kernel, driver and firmware are unknown.</source>
        <translation>Zu diesem Experiment wurde kein Host-Snapshot gespeichert; Kernel, Treiber und Firmware sind daher unbekannt.</translation>
    </message>
    <message>
        <source>netperf</source>
        <translation>netperf</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>What differs between the arms</source>
        <translation>Was sich zwischen den Armen unterscheidet</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Tunebench recorded no difference between the arms: no tunable and no test parameter differs. The arms&apos; descriptions say what was meant to differ.</source>
        <translation>Tunebench hat keinen Unterschied zwischen den Armen aufgezeichnet: weder ein Tunable noch ein Testparameter unterscheidet sich. Die Beschreibungen der Arme sagen, was sich unterscheiden sollte.</translation>
    </message>
    <message>
        <source>Tunables as verified on the hosts (read back after applying), and the netperf parameters an arm changes:</source>
        <translation>Tunables, wie auf den Hosts verifiziert (nach dem Anwenden zurückgelesen), und die netperf-Parameter, die ein Arm ändert:</translation>
    </message>
    <message>
        <source>Set to the same value in every arm:</source>
        <translation>In jedem Arm auf denselben Wert gesetzt:</translation>
    </message>
    <message>
        <source>netperf command lines</source>
        <translation>netperf-Befehlszeilen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Rate
median
%1</source>
        <translation>Rate
Median
%1</translation>
    </message>
    <message>
        <source>95% CI
of the
median</source>
        <translation>95-%-KI
des
Medians</translation>
    </message>
    <message>
        <source>Rate
mean
%1</source>
        <translation>Rate
Mittel
%1</translation>
    </message>
    <message>
        <source>CV
of the
runs</source>
        <translation>VK
der
Läufe</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Arms</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>p
(U)</source>
        <translation>p
(U)</translation>
    </message>
    <message>
        <source>p
(Welch)</source>
        <translation>p
(Welch)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Change is B relative to A (Hodges-Lehmann estimate); p (U) is the Mann-Whitney test that decides, p (Welch) the t-test beside it; ~ means no significant difference.</source>
        <translation>Die Änderung ist B relativ zu A (Hodges-Lehmann-Schätzer); p (U) ist der entscheidende Mann-Whitney-Test, p (Welch) der t-Test daneben; ~ bedeutet kein signifikanter Unterschied.</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Hinweise:</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>Wdh.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rate
(mean)</source>
        <translation>Rate
(Mittel)</translation>
    </message>
    <message>
        <source>S.dem
local</source>
        <translation>S.dem
lokal</translation>
    </message>
    <message>
        <source>S.dem
remote</source>
        <translation>S.dem
entfernt</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>request size (-r)</source>
        <translation>Request-Größe (-r)</translation>
    </message>
    <message>
        <source>response size (-r)</source>
        <translation>Response-Größe (-r)</translation>
    </message>
    <message>
        <source>burst (-b)</source>
        <translation>Burst (-b)</translation>
    </message>
    <message>
        <source>duration (-l)</source>
        <translation>Dauer (-l)</translation>
    </message>
    <message>
        <source>TCP_NODELAY (-D)</source>
        <translation>TCP_NODELAY (-D)</translation>
    </message>
    <message>
        <source>netperf CPU (-T)</source>
        <translation>netperf-CPU (-T)</translation>
    </message>
    <message>
        <source>netserver CPU (-T)</source>
        <translation>netserver-CPU (-T)</translation>
    </message>
    <message>
        <source>local socket buffer (-s)</source>
        <translation>lokaler Socket-Puffer (-s)</translation>
    </message>
    <message>
        <source>remote socket buffer (-S)</source>
        <translation>entfernter Socket-Puffer (-S)</translation>
    </message>
    <message>
        <source>test (-t)</source>
        <translation>Test (-t)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Results per arm</source>
        <translation>Ergebnisse pro Arm</translation>
    </message>
    <message>
        <source>The rate of a run is the time-weighted mean of its interim rates after %1 s of warm-up (netperf&apos;s final rate when there were none). ± is the 95% confidence interval of the median over the runs, which needs at least 6 runs per arm; service demand is netperf&apos;s (us of CPU per transaction), live service demand Tunebench&apos;s own.</source>
        <translation>Die Rate eines Laufs ist der zeitgewichtete Mittelwert seiner Zwischenraten nach %1 s Aufwärmphase (die Endrate von netperf, wenn es keine gab). ± ist das 95-%-Konfidenzintervall des Medians über die Läufe, das mindestens 6 Läufe pro Arm braucht; der Service-Demand ist der von netperf (us CPU-Zeit pro Transaktion), der Live-Service-Demand der von Tunebench selbst.</translation>
    </message>
    <message>
        <source>Cliffs in the sweep</source>
        <translation>Einbrüche im Sweep</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Generated by Tunebench %1 from experiment %2.</source>
        <translation>Erzeugt von Tunebench %1 aus Experiment %2.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>arm B compared with arm A (the baseline)</extracomment>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>a chart&apos;s caption in a report: its title, then how to read it</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Cannot write %1: %2. Check that the folder exists and is writable.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>A %1 report has charts, which need Tunebench&apos;s chart drawing (a graphical session or Qt&apos;s offscreen platform).</source>
        <translation>Ein %1-Bericht enthält Diagramme, die das Diagrammzeichnen von Tunebench brauchen (eine grafische Sitzung oder die Offscreen-Plattform von Qt).</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the PDF: %1</source>
        <translation>Für das PDF kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the PDF back: %1</source>
        <translation>Das PDF kann nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>Unknown report format.</source>
        <translation>Unbekanntes Berichtsformat.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ReportFormats</name>
    <message>
        <source>HTML, one self-contained file with its charts (*.html)</source>
        <translation>HTML, eine eigenständige Datei mit ihren Diagrammen (*.html)</translation>
    </message>
    <message>
        <source>PDF with vector charts (*.pdf)</source>
        <translation>PDF mit Vektordiagrammen (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown, charts as PNG files beside it (*.md)</source>
        <translation>Markdown, Diagramme als PNG-Dateien daneben (*.md)</translation>
    </message>
    <message>
        <source>Plain text for mailing lists, 80 columns (*.txt)</source>
        <translation>Reiner Text für Mailinglisten, 80 Spalten (*.txt)</translation>
    </message>
    <message>
        <source>CSV: runs, and interim samples in a second file (*.csv)</source>
        <translation>CSV: Läufe, und Zwischenwerte in einer zweiten Datei (*.csv)</translation>
    </message>
    <message>
        <source>Tunebench JSON, everything, imports back (*.json)</source>
        <translation>Tunebench-JSON, vollständig, wieder importierbar (*.json)</translation>
    </message>
    <message>
        <source>Flent data file (*.flent.gz)</source>
        <translation>Flent-Datendatei (*.flent.gz)</translation>
    </message>
    <message>
        <source>Plain text for a mail reply: 72 columns, compact (*.mail.txt)</source>
        <translation>Klartext für eine Antwort per Mail: 72 Spalten, kompakt (*.mail.txt)</translation>
    </message>
</context>
<context>
    <name>ReportImporter</name>
    <message numerus="yes">
        <source>%1 test, %n interim sample(s)</source>
        <translation>
            <numerusform>%1-Test, %n Zwischenwert</numerusform>
            <numerusform>%1-Test, %n Zwischenwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>netperf</source>
        <translation>netperf</translation>
    </message>
    <message>
        <source>not netperf output Tunebench can read</source>
        <translation>keine netperf-Ausgabe, die Tunebench lesen kann</translation>
    </message>
    <message numerus="yes">
        <source>%n more unreadable line(s)</source>
        <translation>
            <numerusform>%n weitere unlesbare Zeile</numerusform>
            <numerusform>%n weitere unlesbare Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>measures the path MSS, not a rate</source>
        <translation>misst die Pfad-MSS, keine Rate</translation>
    </message>
    <message>
        <source>has neither a result nor interim samples</source>
        <translation>hat weder ein Ergebnis noch Zwischenwerte</translation>
    </message>
    <message>
        <source>a %1 test among %2 tests: import it with a label of its own</source>
        <translation>ein %1-Test unter %2-Tests: importieren Sie ihn mit einem eigenen Label</translation>
    </message>
    <message>
        <source>measured in %1 where the other runs are in %2: import it with a label of its own</source>
        <translation>in %1 gemessen, während die anderen Läufe in %2 sind: importieren Sie ihn mit einem eigenen Label</translation>
    </message>
    <message>
        <source>netperf failure: %1</source>
        <translation>netperf-Fehler: %1</translation>
    </message>
    <message>
        <source>belongs to no test</source>
        <translation>gehört zu keinem Test</translation>
    </message>
    <message numerus="yes">
        <source>Tunebench export &quot;%1&quot;: %n run(s)</source>
        <translation>
            <numerusform>Tunebench-Export &quot;%1&quot;: %n Lauf</numerusform>
            <numerusform>Tunebench-Export &quot;%1&quot;: %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n arm(s)</source>
        <translation>
            <numerusform> in %n Arm</numerusform>
            <numerusform> in %n Armen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) recognised</source>
        <translation>
            <numerusform>%n Lauf erkannt</numerusform>
            <numerusform>%n Läufe erkannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n item(s) skipped</source>
        <translation>
            <numerusform>, %n Eintrag übersprungen</numerusform>
            <numerusform>, %n Einträge übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>experiment &quot;%1&quot; (%2): arms %3, %n run(s)</source>
        <translation>
            <numerusform>Experiment &quot;%1&quot; (%2): Arme %3, %n Lauf</numerusform>
            <numerusform>Experiment &quot;%1&quot; (%2): Arme %3, %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interim sample(s)</source>
        <translation>
            <numerusform>, %n Zwischenwert</numerusform>
            <numerusform>, %n Zwischenwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n host snapshot(s)</source>
        <translation>
            <numerusform>, %n Host-Snapshot</numerusform>
            <numerusform>, %n Host-Snapshots</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>name at least one file to import</source>
        <translation>geben Sie mindestens eine zu importierende Datei an</translation>
    </message>
    <message numerus="yes">
        <source>give one --label for all files or one per file (%1 labels for %n file(s))</source>
        <translation>
            <numerusform>geben Sie ein --label für alle Dateien oder eines pro Datei an (%1 Labels für %n Datei)</numerusform>
            <numerusform>geben Sie ein --label für alle Dateien oder eines pro Datei an (%1 Labels für %n Dateien)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a Tunebench export: it is imported as the experiment it was; --label and --experiment do not apply to it.</source>
        <translation>%1 ist ein Tunebench-Export: er wird als das Experiment importiert, das er war; --label und --experiment gelten dafür nicht.</translation>
    </message>
    <message>
        <source>Imported netperf output: %1</source>
        <translation>Importierte netperf-Ausgabe: %1</translation>
    </message>
    <message>
        <source>netperf printed no result for this test</source>
        <translation>netperf hat für diesen Test kein Ergebnis ausgegeben</translation>
    </message>
    <message>
        <source>netperf output imported by Tunebench</source>
        <translation>von Tunebench importierte netperf-Ausgabe</translation>
    </message>
    <message>
        <source>netperf output from %1</source>
        <translation>netperf-Ausgabe aus %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing to import: no file holds a netperf test with a result or interim samples, or a Tunebench export.</source>
        <translation>Nichts zu importieren: keine Datei enthält einen netperf-Test mit Ergebnis oder Zwischenwerten oder einen Tunebench-Export.</translation>
    </message>
    <message>
        <source>Reading was cancelled: nothing was imported.</source>
        <translation>Das Lesen wurde abgebrochen: Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>repeats lines %1–%2</source>
        <extracomment>a test whose numbers are all those of an earlier one: a quotation of it</extracomment>
        <translation>wiederholt die Zeilen %1–%2</translation>
    </message>
    <message>
        <source>repeats line %1</source>
        <translation>wiederholt Zeile %1</translation>
    </message>
    <message>
        <source>netperf output from %1, %2</source>
        <translation>netperf-Ausgabe aus %1, %2</translation>
    </message>
</context>
<context>
    <name>ScriptSections</name>
    <message>
        <source>The host&apos;s answer is garbled near &apos;%1&apos;.</source>
        <translation>Die Antwort des Hosts ist bei &apos;%1&apos; verstümmelt.</translation>
    </message>
    <message>
        <source>The host&apos;s answer stopped in the middle of &apos;%1&apos;: the connection or the command was cut.</source>
        <translation>Die Antwort des Hosts brach mitten in &apos;%1&apos; ab: die Verbindung oder der Befehl wurde unterbrochen.</translation>
    </message>
</context>
<context>
    <name>SettingProblems</name>
    <message>
        <source>%1 is not supported on the %2 (%3); the arms %4 ran without it.</source>
        <translation>%1 wird auf dem %2 nicht unterstützt (%3); die Arme %4 liefen ohne.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>%1=%2 on the %3 in the arms %4 was not taken as set: %5.</source>
        <translation>%1=%2 auf dem %3 wurde in den Armen %4 nicht wie gesetzt übernommen: %5.</translation>
    </message>
    <message>
        <source>%1=%2 on the %3 was refused in the arms %4: %5.</source>
        <translation>%1=%2 auf dem %3 wurde in den Armen %4 abgelehnt: %5.</translation>
    </message>
    <message>
        <source>%1 on the %2 did not verify in the arms %3: wanted %4, read back %5%6.</source>
        <translation>%1 auf dem %2 wurde in den Armen %3 nicht verifiziert: gewünscht %4, zurückgelesen %5%6.</translation>
    </message>
</context>
<context>
    <name>SnapshotRepository</name>
    <message>
        <source>Cannot store the snapshot of %1.</source>
        <translation>Der Snapshot von %1 kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Cannot read snapshot %1.</source>
        <translation>Snapshot %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>There is no snapshot %1 in the database.</source>
        <translation>In der Datenbank gibt es keinen Snapshot %1.</translation>
    </message>
    <message>
        <source>Cannot list snapshots.</source>
        <translation>Die Snapshots können nicht aufgelistet werden.</translation>
    </message>
</context>
<context>
    <name>SshAuthenticator</name>
    <message>
        <source>%1 (accepted, but more is required)</source>
        <translation>%1 (angenommen, aber es wird mehr verlangt)</translation>
    </message>
    <message>
        <source>%1 (refused)</source>
        <translation>%1 (abgelehnt)</translation>
    </message>
    <message>
        <source>%1 closed the connection during authentication</source>
        <translation>%1 hat die Verbindung während der Authentifizierung geschlossen</translation>
    </message>
    <message>
        <source>keys of the ssh-agent</source>
        <translation>Schlüssel des ssh-agent</translation>
    </message>
    <message>
        <source>%1 (unreadable or not a private key)</source>
        <translation>%1 (nicht lesbar oder kein privater Schlüssel)</translation>
    </message>
    <message>
        <source>Passphrase for the key %1:</source>
        <translation>Passphrase für den Schlüssel %1:</translation>
    </message>
    <message>
        <source>%1 (encrypted, and no passphrase was given)</source>
        <translation>%1 (verschlüsselt, und es wurde keine Passphrase angegeben)</translation>
    </message>
    <message>
        <source>That passphrase did not decrypt %1.</source>
        <translation>Diese Passphrase hat %1 nicht entschlüsselt.</translation>
    </message>
    <message>
        <source>%1 (wrong passphrase)</source>
        <translation>%1 (falsche Passphrase)</translation>
    </message>
    <message>
        <source>Password for %1@%2:</source>
        <translation>Passwort für %1@%2:</translation>
    </message>
    <message>
        <source>password (none was given)</source>
        <translation>Passwort (keines angegeben)</translation>
    </message>
    <message>
        <source>%1 refused that password.</source>
        <translation>%1 hat dieses Passwort abgelehnt.</translation>
    </message>
    <message>
        <source>password (refused)</source>
        <translation>Passwort (abgelehnt)</translation>
    </message>
    <message>
        <source>the connection to %1 failed during authentication</source>
        <translation>die Verbindung zu %1 ist während der Authentifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>authentication as %1 on %2 failed. The server accepts: %3. Tried: %4. Check the user name, add a key with -i or ssh-add, or install your public key in ~%1/.ssh/authorized_keys there</source>
        <translation>Authentifizierung als %1 auf %2 fehlgeschlagen. Der Server akzeptiert: %3. Versucht: %4. Prüfen Sie den Benutzernamen, fügen Sie mit -i oder ssh-add einen Schlüssel hinzu oder hinterlegen Sie dort Ihren öffentlichen Schlüssel in ~%1/.ssh/authorized_keys</translation>
    </message>
    <message>
        <source>nothing we support</source>
        <translation>nichts, was wir unterstützen</translation>
    </message>
    <message>
        <source>no key or password was available</source>
        <translation>kein Schlüssel und kein Passwort verfügbar</translation>
    </message>
</context>
<context>
    <name>SshCommandChannel</name>
    <message>
        <source>libssh could not create a channel</source>
        <translation>libssh konnte keinen Kanal anlegen</translation>
    </message>
    <message>
        <source>%1 refused a new session</source>
        <translation>%1 hat eine neue Session abgelehnt</translation>
    </message>
    <message>
        <source>%1 refused to run &apos;%2&apos;</source>
        <translation>%1 hat die Ausführung von &apos;%2&apos; abgelehnt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 did not finish within %3 s and was killed</source>
        <translation>&apos;%1&apos; auf %2 wurde nicht innerhalb von %3 s fertig und wurde beendet</translation>
    </message>
    <message>
        <source>%1 ended &apos;%2&apos; without an exit status</source>
        <translation>%1 hat &apos;%2&apos; ohne Exit-Status beendet</translation>
    </message>
</context>
<context>
    <name>SshRemoteShell</name>
    <message>
        <source>libssh could not create a channel for the remote shell</source>
        <translation>libssh konnte keinen Kanal für die entfernte Shell anlegen</translation>
    </message>
    <message>
        <source>%1 refused to start the remote shell: %2</source>
        <translation>%1 hat den Start der entfernten Shell abgelehnt: %2</translation>
    </message>
    <message>
        <source>the remote shell could not start on %1: %2</source>
        <translation>die entfernte Shell konnte auf %1 nicht starten: %2</translation>
    </message>
    <message>
        <source>the remote shell on %1 ended before it was ready (exit status %2)</source>
        <translation>die entfernte Shell auf %1 endete, bevor sie bereit war (Exit-Status %2)</translation>
    </message>
    <message>
        <source>the remote shell on %1 did not answer within %2 s</source>
        <translation>die entfernte Shell auf %1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>could not start &apos;%1&apos; on %2: %3</source>
        <translation>&apos;%1&apos; konnte auf %2 nicht gestartet werden: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 did not finish within %3 s and was killed</source>
        <translation>&apos;%1&apos; auf %2 wurde nicht innerhalb von %3 s fertig und wurde beendet</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>the remote shell on %1 ended</source>
        <translation>die entfernte Shell auf %1 wurde beendet</translation>
    </message>
    <message>
        <source>the remote shell on %1 ended %2 times</source>
        <translation>die entfernte Shell auf %1 wurde %2-mal beendet</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>%1 line %2: %3 %4</source>
        <translation>%1 Zeile %2: %3 %4</translation>
    </message>
    <message>
        <source>no host given</source>
        <translation>kein Host angegeben</translation>
    </message>
    <message>
        <source>%1 is reached through ProxyJump %2 in ssh_config, which Tunebench does not support yet: connect to a host it can reach directly</source>
        <translation>%1 wird laut ssh_config über ProxyJump %2 erreicht, was Tunebench noch nicht unterstützt: verbinden Sie sich mit einem direkt erreichbaren Host</translation>
    </message>
    <message>
        <source>invalid SSH settings for %1</source>
        <translation>ungültige SSH-Einstellungen für %1</translation>
    </message>
    <message>
        <source>libssh could not create a session</source>
        <translation>libssh konnte keine Session anlegen</translation>
    </message>
    <message>
        <source>cannot connect to %1 (%2 port %3): no answer within %4 s</source>
        <translation>keine Verbindung zu %1 möglich (%2 Port %3): keine Antwort innerhalb von %4 s</translation>
    </message>
    <message>
        <source>cannot connect to %1 (%2 port %3)</source>
        <translation>keine Verbindung zu %1 möglich (%2 Port %3)</translation>
    </message>
    <message>
        <source>%1 sent no host key</source>
        <translation>%1 hat keinen Host-Schlüssel gesendet</translation>
    </message>
    <message>
        <source>cannot hash the host key of %1</source>
        <translation>der Host-Schlüssel von %1 kann nicht gehasht werden</translation>
    </message>
    <message>
        <source>the host key of %1 has CHANGED: it now presents %2 %3, but %4 records %5. Someone may be intercepting the connection, or the host was reinstalled. Tunebench refuses to connect. If you know the change is legitimate, remove the old key (line %6 of %4) with: ssh-keygen -R &apos;%7&apos; -f &apos;%4&apos;</source>
        <translation>der Host-Schlüssel von %1 hat sich GEÄNDERT: er zeigt jetzt %2 %3, aber %4 verzeichnet %5. Möglicherweise wird die Verbindung abgefangen, oder der Host wurde neu installiert. Tunebench verweigert die Verbindung. Wenn Sie wissen, dass die Änderung rechtmäßig ist, entfernen Sie den alten Schlüssel (Zeile %6 von %4) mit: ssh-keygen -R &apos;%7&apos; -f &apos;%4&apos;</translation>
    </message>
    <message>
        <source>a different key</source>
        <translation>einen anderen Schlüssel</translation>
    </message>
    <message>
        <source>cannot check the host key of %1 against %2</source>
        <translation>der Host-Schlüssel von %1 kann nicht mit %2 abgeglichen werden</translation>
    </message>
    <message>
        <source>the host key of %1 is not known yet: %2 %3. Compare it with the host&apos;s own (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on %1), then connect again with --accept-new-host-keys to record it in %4</source>
        <translation>der Host-Schlüssel von %1 ist noch nicht bekannt: %2 %3. Vergleichen Sie ihn mit dem des Hosts selbst (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub auf %1) und verbinden Sie sich dann erneut mit --accept-new-host-keys, um ihn in %4 einzutragen</translation>
    </message>
    <message>
        <source>cannot record the host key of %1 in %2</source>
        <translation>der Host-Schlüssel von %1 kann nicht in %2 eingetragen werden</translation>
    </message>
</context>
<context>
    <name>StoreCopier</name>
    <message>
        <source>Cannot copy %1.</source>
        <translation>%1 kann nicht kopiert werden.</translation>
    </message>
    <message>
        <source>Cannot copy %1: %2 %3 has no copy.</source>
        <translation>%1 kann nicht kopiert werden: %2 %3 hat keine Kopie.</translation>
    </message>
    <message>
        <source>the list of experiments</source>
        <translation>die Liste der Experimente</translation>
    </message>
    <message>
        <source>the experiment&apos;s identity</source>
        <translation>die Identität des Experiments</translation>
    </message>
    <message>
        <source>the experiment</source>
        <translation>das Experiment</translation>
    </message>
</context>
<context>
    <name>StorePublisher</name>
    <message>
        <source>Cannot note experiment %1 for the team store.</source>
        <translation>Experiment %1 kann nicht für den Team-Speicher vorgemerkt werden.</translation>
    </message>
    <message>
        <source>Cannot list the experiments waiting for the team store.</source>
        <translation>Die auf den Team-Speicher wartenden Experimente können nicht aufgelistet werden.</translation>
    </message>
    <message>
        <source>Experiment %1 is kept on this machine in %2: the team store %3 could not take it (%4). Tunebench publishes it the next time it opens that store; to publish it now: tunebench-cli --db &apos;%3&apos; db publish</source>
        <translation>Experiment %1 bleibt auf diesem Rechner in %2: der Team-Speicher %3 konnte es nicht annehmen (%4). Tunebench veröffentlicht es, wenn es diesen Speicher das nächste Mal öffnet; sofort veröffentlichen: tunebench-cli --db &apos;%3&apos; db publish</translation>
    </message>
    <message>
        <source>Experiment %1 (%2), kept on this machine earlier, is published to %3 as experiment %4.</source>
        <translation>Experiment %1 (%2), zuvor auf diesem Rechner behalten, ist in %3 als Experiment %4 veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>TrendAnalysis</name>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>a setting that changed between two experiments: &quot;server kernel 6.1.0-18 → 6.1.0-21&quot;</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 kernel</source>
        <extracomment>&quot;server kernel&quot;</extracomment>
        <translation>%1-Kernel</translation>
    </message>
    <message>
        <source>%1 driver</source>
        <extracomment>&quot;server driver&quot; (its name and version)</extracomment>
        <translation>%1-Treiber</translation>
    </message>
    <message>
        <source>%1 firmware</source>
        <extracomment>&quot;server firmware&quot;</extracomment>
        <translation>%1-Firmware</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a tunable of a host: &quot;client gro&quot;, &quot;server coalesce.rx-usecs&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No completed %1 experiment between %2 and %3 is stored; &apos;tunebench-cli list&apos; shows the stored experiments and their hosts.</source>
        <translation>Zwischen %2 und %3 ist kein abgeschlossenes %1-Experiment gespeichert; „tunebench-cli list“ zeigt die gespeicherten Experimente und ihre Hosts.</translation>
    </message>
    <message>
        <source>any client</source>
        <translation>einem beliebigen Client</translation>
    </message>
    <message>
        <source>any server</source>
        <translation>einem beliebigen Server</translation>
    </message>
    <message>
        <source>No completed %1 experiment is stored; run one, or choose another test with --test.</source>
        <translation>Es ist kein abgeschlossenes %1-Experiment gespeichert; eines ausführen oder mit --test einen anderen Test wählen.</translation>
    </message>
    <message>
        <source>Experiment %1 is a sweep: its points are not one value each, so it is left out.</source>
        <translation>Experiment %1 ist ein Sweep: seine Punkte sind nicht je ein Wert, daher bleibt es außen vor.</translation>
    </message>
    <message>
        <source>Experiment %1 has no completed run with %2 in the tested arm.</source>
        <translation>Experiment %1 hat im geprüften Arm keinen abgeschlossenen Lauf mit %2.</translation>
    </message>
    <message>
        <source>Experiment %1 has no arm &apos;%2&apos;.</source>
        <translation>Experiment %1 hat keinen Arm „%2“.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n %1 experiment(s) between %2 and %3 measured &apos;%4&apos;; they measured: %5.</source>
        <translation>
            <numerusform>Das %n %1-Experiment zwischen %2 und %3 hat „%4“ nicht gemessen; es hat gemessen: %5.</numerusform>
            <numerusform>Keines der %n %1-Experimente zwischen %2 und %3 hat „%4“ gemessen; sie haben gemessen: %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host snapshots of experiments %1 and %2 could not be read: %3</source>
        <translation>Die Host-Snapshots der Experimente %1 und %2 konnten nicht gelesen werden: %3</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>%1: no host snapshots to compare</source>
        <extracomment>a change point&apos;s marker: &quot;-8.3%: no host snapshots to compare&quot;</extracomment>
        <translation>%1: keine Host-Snapshots zum Vergleichen</translation>
    </message>
    <message>
        <source>%1: the hosts show no change</source>
        <extracomment>a change point&apos;s marker: &quot;-8.3%: the hosts show no change&quot;</extracomment>
        <translation>%1: die Hosts zeigen keine Änderung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a change point&apos;s marker: &quot;-8.3%: server kernel 6.1.0-18 → 6.1.0-21&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 → %4</source>
        <extracomment>chart title: &quot;TCP_RR transaction rate, client -&gt; server&quot;</extracomment>
        <translation>%1 %2, %3 → %4</translation>
    </message>
    <message>
        <source>Each experiment&apos;s arm medians with their 95% confidence intervals, oldest first; a dashed line marks a change point and what the host snapshots say changed there.</source>
        <translation>Die Mediane der Arme jedes Experiments mit ihren 95-%-Konfidenzintervallen, das älteste zuerst; eine gestrichelte Linie markiert einen Änderungspunkt und was sich laut den Host-Snapshots dort änderte.</translation>
    </message>
    <message>
        <source>No experiment of this pair measured %1.</source>
        <translation>Kein Experiment dieses Paars hat %1 gemessen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Experiment, oldest first</source>
        <translation>Experiment, das älteste zuerst</translation>
    </message>
    <message numerus="yes">
        <source>#%1 %2 (%3), %4: %5 (%n run(s))</source>
        <extracomment>a point of the trend: &quot;#12 nightly 12 (2026-09-12 02:00), A: 9.795k (7 runs)&quot;</extracomment>
        <translation>
            <numerusform>#%1 %2 (%3), %4: %5 (%n Lauf)</numerusform>
            <numerusform>#%1 %2 (%3), %4: %5 (%n Läufe)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TunableCatalog</name>
    <message>
        <source>%1 not supported here: %2</source>
        <translation>%1 wird hier nicht unterstützt: %2</translation>
    </message>
    <message>
        <source>absent on this host</source>
        <translation>auf diesem Host nicht vorhanden</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>fixed by the driver ([fixed])</source>
        <translation>vom Treiber festgelegt ([fixed])</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>The stored snapshot has format %1; this Tunebench reads format %2.</source>
        <translation>Der gespeicherte Snapshot hat Format %1; dieses Tunebench liest Format %2.</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>Tunebench cannot change tunables on &apos;%1&apos; hosts yet (Linux and FreeBSD only).</source>
        <translation>Tunebench kann auf &apos;%1&apos;-Hosts noch keine Tunables ändern (nur Linux und FreeBSD).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Unknown platform &apos;%1&apos;.</source>
        <translation>Unbekannte Plattform &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tunable key.</source>
        <translation>&apos;%1&apos; ist kein Tunable-Schlüssel.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a known %2 setting.</source>
        <translation>&apos;%1&apos; ist keine bekannte Einstellung der Gruppe %2.</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>rings</source>
        <translation>Ringe</translation>
    </message>
    <message>
        <source>features (offloads)</source>
        <translation>Features (Offloads)</translation>
    </message>
    <message>
        <source>interrupt coalescing</source>
        <translation>Interrupt-Coalescing</translation>
    </message>
    <message>
        <source>RPS CPU masks</source>
        <translation>RPS-CPU-Masken</translation>
    </message>
    <message>
        <source>XPS CPU masks</source>
        <translation>XPS-CPU-Masken</translation>
    </message>
    <message>
        <source>IRQ affinity</source>
        <translation>IRQ-Affinität</translation>
    </message>
    <message>
        <source>sysctl</source>
        <translation>sysctl</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid interface name: use 1 to 15 letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;.</source>
        <translation>&apos;%1&apos; ist kein gültiger Interface-Name: verwenden Sie 1 bis 15 Buchstaben, Ziffern, &apos;_&apos;, &apos;.&apos; oder &apos;-&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid sysctl name (expected dotted names such as net.core.busy_poll).</source>
        <translation>&apos;%1&apos; ist kein gültiger sysctl-Name (erwartet werden Namen mit Punkten wie net.core.busy_poll).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid value for %2: expected %3.</source>
        <translation>&apos;%1&apos; ist kein gültiger Wert für %2: erwartet wird %3.</translation>
    </message>
    <message>
        <source>on or off</source>
        <translation>on oder off</translation>
    </message>
    <message>
        <source>a whole number from 0 to 4294967295</source>
        <translation>eine ganze Zahl von 0 bis 4294967295</translation>
    </message>
    <message>
        <source>on, off or auto</source>
        <translation>on, off oder auto</translation>
    </message>
    <message>
        <source>a name made of letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>ein Name aus Buchstaben, Ziffern, &apos;_&apos;, &apos;.&apos; oder &apos;-&apos;</translation>
    </message>
    <message>
        <source>whole numbers separated by spaces</source>
        <translation>durch Leerzeichen getrennte ganze Zahlen</translation>
    </message>
    <message>
        <source>a CPU list such as 0-3,8</source>
        <translation>eine CPU-Liste wie 0-3,8</translation>
    </message>
    <message>
        <source>a hexadecimal CPU mask such as f or 00000000,0000000f</source>
        <translation>eine hexadezimale CPU-Maske wie f oder 00000000,0000000f</translation>
    </message>
    <message>
        <source>letters, digits, spaces and _ . : , / + - only</source>
        <translation>nur Buchstaben, Ziffern, Leerzeichen und _ . : , / + -</translation>
    </message>
    <message>
        <source>%1 is recorded in snapshots but cannot be set.</source>
        <translation>%1 wird in Snapshots aufgezeichnet, kann aber nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>the tool&apos;s output did not list %1 and has lines Tunebench does not understand (%2): its format may have changed, so nothing is written</source>
        <translation>die Ausgabe des Werkzeugs führte %1 nicht auf und hat Zeilen, die Tunebench nicht versteht (%2): ihr Format hat sich vielleicht geändert, daher wird nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>TunablesApplier</name>
    <message>
        <source>cannot read back: %1</source>
        <translation>kann nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>reads back %1</source>
        <translation>zurückgelesen: %1</translation>
    </message>
</context>
<context>
    <name>TunablesJournalRepository</name>
    <message>
        <source>Cannot journal the change of %1.</source>
        <translation>Die Änderung von %1 kann nicht im Journal vermerkt werden.</translation>
    </message>
    <message>
        <source>Cannot open a tunables journal for %1.</source>
        <translation>Für %1 kann kein Tunables-Journal geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot update the journal entry of %1.</source>
        <translation>Der Journaleintrag von %1 kann nicht aktualisiert werden.</translation>
    </message>
    <message>
        <source>Journal %1 has no change number %2.</source>
        <translation>Journal %1 hat keine Änderung Nummer %2.</translation>
    </message>
    <message>
        <source>Cannot close tunables journal %1.</source>
        <translation>Tunables-Journal %1 kann nicht geschlossen werden.</translation>
    </message>
    <message>
        <source>There is no tunables journal %1.</source>
        <translation>Es gibt kein Tunables-Journal %1.</translation>
    </message>
    <message>
        <source>Cannot read tunables journal %1.</source>
        <translation>Tunables-Journal %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot list open tunables journals.</source>
        <translation>Die offenen Tunables-Journale können nicht aufgelistet werden.</translation>
    </message>
</context>
<context>
    <name>TunablesRestorer</name>
    <message>
        <source>Snapshot %1 in the database is damaged.</source>
        <translation>Snapshot %1 in der Datenbank ist beschädigt.</translation>
    </message>
    <message>
        <source>reads back %1 instead of %2</source>
        <translation>zurückgelesen: %1 statt %2</translation>
    </message>
    <message>
        <source>Tunables journal %1 belongs to %2, not to %3.</source>
        <translation>Tunables-Journal %1 gehört zu %2, nicht zu %3.</translation>
    </message>
    <message>
        <source>Journals %1 and %2 are for different interfaces; restore them separately.</source>
        <translation>Die Journale %1 und %2 gehören zu verschiedenen Interfaces; stellen Sie sie einzeln wieder her.</translation>
    </message>
</context>
<context>
    <name>Tunebench::AboutDialog</name>
    <message>
        <source>About Tunebench</source>
        <translation>Über Tunebench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tunebench %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Tunebench %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A workbench for network performance engineers: run netperf request/response experiments on tuned hosts, watch them live and compare them with honest statistics.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Werkbank für Netzwerk-Performance-Ingenieure: netperf-Request/Response-Experimente auf getunten Hosts ausführen, live verfolgen und mit ehrlicher Statistik vergleichen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Gebaut mit:</translation>
    </message>
</context>
<context>
    <name>Tunebench::ArmsForm</name>
    <message>
        <source>Arms</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>One column per arm; each row a tunable on the client or server. An empty cell keeps the host&apos;s value from before the experiment. Double-click an arm&apos;s header to rename it.</source>
        <translation>Eine Spalte pro Arm; jede Zeile ein Tunable auf Client oder Server. Eine leere Zelle behält den Wert des Hosts von vor dem Experiment. Doppelklick auf den Spaltenkopf eines Arms benennt ihn um.</translation>
    </message>
    <message>
        <source>Add arm</source>
        <translation>Arm hinzufügen</translation>
    </message>
    <message>
        <source>Remove arm</source>
        <translation>Arm entfernen</translation>
    </message>
    <message>
        <source>Add setting…</source>
        <translation>Einstellung hinzufügen…</translation>
    </message>
    <message>
        <source>Remove setting</source>
        <translation>Einstellung entfernen</translation>
    </message>
    <message>
        <source>Rename Arm</source>
        <translation>Arm umbenennen</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Label:</translation>
    </message>
    <message>
        <source>server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>client: %1</source>
        <translation>Client: %1</translation>
    </message>
    <message>
        <source>test: %1</source>
        <translation>Test: %1</translation>
    </message>
    <message>
        <source>Add Setting</source>
        <translation>Einstellung hinzufügen</translation>
    </message>
    <message>
        <source>Host and tunable (&quot;server: rx-usecs&quot;; any ethtool key or sysctl), or an arm&apos;s test parameter (&quot;test: requestSize&quot;):</source>
        <translation>Host und Tunable (&quot;Server: rx-usecs&quot;; jeder ethtool-Schlüssel oder sysctl) oder ein Testparameter des Arms (&quot;Test: requestSize&quot;):</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no test parameter; the parameters are: %2</source>
        <translation>&apos;%1&apos; ist kein Testparameter; die Parameter sind: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::ArmsModel</name>
    <message>
        <source>Arm %1</source>
        <translation>Arm %1</translation>
    </message>
    <message>
        <source>netperf&apos;s default</source>
        <translation>Standard von netperf</translation>
    </message>
    <message>
        <source>The experiment&apos;s test parameter; an arm&apos;s value overrides it for that arm</source>
        <translation>Der Testparameter des Experiments; der Wert eines Arms überschreibt ihn für diesen Arm</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Not read yet: the host&apos;s value shows once it has been read</source>
        <translation>Noch nicht gelesen: der Wert des Hosts erscheint, sobald er gelesen wurde</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no tunable</source>
        <translation>&apos;%1&apos; bezeichnet kein Tunable</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%1 auf %2 um %3</translation>
    </message>
    <message>
        <source>test: %1</source>
        <translation>Test: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Not supported here: %1</source>
        <translation>Hier nicht unterstützt: %1</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Now on host</source>
        <translation>Jetzt auf dem Host</translation>
    </message>
</context>
<context>
    <name>Tunebench::ChartView</name>
    <message>
        <source>median %1, quartiles %2 to %3</source>
        <extracomment>a box plot&apos;s tooltip: median, then its quartiles</extracomment>
        <translation>Median %1, Quartile %2 bis %3</translation>
    </message>
    <message>
        <source>%1 (95% CI %2 to %3)</source>
        <extracomment>a point&apos;s tooltip: its value, then the bounds of its confidence interval</extracomment>
        <translation>%1 (95-%-KI %2 bis %3)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>a point&apos;s tooltip: its value, then where on the x axis it is (&quot;at 4345 bytes&quot;)</extracomment>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::CompareCommand</name>
    <message>
        <source>Compare two files of numbers, one per run (or - for stdin), and say whether B differs from A.</source>
        <translation>Zwei Zahlendateien vergleichen, eine Zahl pro Lauf (oder - für stdin), und sagen, ob sich B von A unterscheidet.</translation>
    </message>
    <message>
        <source>The baseline: one number per line, or - for stdin.</source>
        <translation>Die Baseline: eine Zahl pro Zeile, oder - für stdin.</translation>
    </message>
    <message>
        <source>The candidate: one number per line, or - for stdin.</source>
        <translation>Der Kandidat: eine Zahl pro Zeile, oder - für stdin.</translation>
    </message>
    <message>
        <source>Smaller numbers are better (latency, service demand); by default larger are.</source>
        <translation>Kleinere Zahlen sind besser (Latenz, Service-Demand); standardmäßig größere.</translation>
    </message>
    <message>
        <source>Significance level (default 0.05).</source>
        <translation>Signifikanzniveau (Standard 0.05).</translation>
    </message>
    <message>
        <source>Confidence level of the intervals (default 0.95).</source>
        <translation>Konfidenzniveau der Intervalle (Standard 0.95).</translation>
    </message>
    <message>
        <source>Report the runs per arm needed to detect this difference in percent (default 1).</source>
        <translation>Die Läufe pro Arm angeben, die nötig sind, um diesen Unterschied in Prozent zu erkennen (Standard 1).</translation>
    </message>
    <message>
        <source>compare needs two files, A and B.</source>
        <translation>compare erwartet zwei Dateien, A und B.</translation>
    </message>
    <message>
        <source>Only one of A and B can be read from stdin.</source>
        <translation>Nur eine von A und B kann von stdin gelesen werden.</translation>
    </message>
    <message>
        <source>stdin</source>
        <translation>stdin</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::DbCommand</name>
    <message>
        <source>FROM and TO name the same store.</source>
        <translation>VON und NACH nennen denselben Speicher.</translation>
    </message>
    <message>
        <source>copied  %1 %2 -&gt; %3 (%4 rows)</source>
        <translation>kopiert   %1 %2 -&gt; %3 (%4 Zeilen)</translation>
    </message>
    <message>
        <source>present %1 %2 (is %3 there)</source>
        <translation>vorhanden %1 %2 (dort %3)</translation>
    </message>
    <message>
        <source>%1 experiments: %2 copied, %3 already there.</source>
        <translation>%1 Experimente: %2 kopiert, %3 schon vorhanden.</translation>
    </message>
    <message>
        <source>Work on results stores: &apos;db copy FROM TO&apos; copies every experiment between two stores; &apos;db publish&apos; publishes what waits on this machine for the team store of --db.</source>
        <translation>Arbeit an Ergebnisspeichern: &apos;db copy VON NACH&apos; kopiert jedes Experiment zwischen zwei Speichern; &apos;db publish&apos; veröffentlicht, was auf diesem Rechner auf den Team-Speicher von --db wartet.</translation>
    </message>
    <message>
        <source>copy or publish.</source>
        <translation>copy oder publish.</translation>
    </message>
    <message>
        <source>copy: the store to copy from: a SQLite file or postgresql://...</source>
        <translation>copy: der Speicher, aus dem kopiert wird: eine SQLite-Datei oder postgresql://...</translation>
    </message>
    <message>
        <source>copy: the store to copy into (created or upgraded as needed).</source>
        <translation>copy: der Speicher, in den kopiert wird (bei Bedarf angelegt oder aktualisiert).</translation>
    </message>
    <message>
        <source>usage: tunebench-cli db copy FROM TO | tunebench-cli --db URI db publish</source>
        <translation>Aufruf: tunebench-cli db copy VON NACH | tunebench-cli --db URI db publish</translation>
    </message>
    <message>
        <source>%1 is this machine&apos;s own store: nothing is published to it. Name the team store with --db postgresql://...</source>
        <translation>%1 ist der eigene Speicher dieses Rechners: dorthin wird nichts veröffentlicht. Nennen Sie den Team-Speicher mit --db postgresql://...</translation>
    </message>
    <message>
        <source>%1 cannot take the experiments that wait for it: %2. They stay on this machine in %3.</source>
        <translation>%1 kann die auf ihn wartenden Experimente nicht annehmen: %2. Sie bleiben auf diesem Rechner in %3.</translation>
    </message>
    <message>
        <source>published %1 %2 -&gt; %3 (%4 rows)</source>
        <translation>veröffentlicht %1 %2 -&gt; %3 (%4 Zeilen)</translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s) published</source>
        <translation>
            <numerusform>%n Experiment veröffentlicht</numerusform>
            <numerusform>%n Experimente veröffentlicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more wait here (still running, or kept by a Tunebench that is still open)</source>
        <translation>
            <numerusform>; %n weiteres wartet hier (läuft noch oder gehört einem noch offenen Tunebench)</numerusform>
            <numerusform>; %n weitere warten hier (laufen noch oder gehören einem noch offenen Tunebench)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ExecCommand</name>
    <message>
        <source>Run a command on a host and stream its output: exec HOST -- ARGV...</source>
        <translation>Einen Befehl auf einem Host ausführen und seine Ausgabe streamen: exec HOST -- ARGV...</translation>
    </message>
    <message>
        <source>local, [user@]host[:port] or an ssh_config alias.</source>
        <translation>local, [user@]host[:port] oder ein Alias aus ssh_config.</translation>
    </message>
    <message>
        <source>The command and its arguments (after --).</source>
        <translation>Der Befehl und seine Argumente (nach --).</translation>
    </message>
    <message>
        <source>Run as root (sudo -n when not logged in as root).</source>
        <translation>Als root ausführen (sudo -n, wenn nicht als root angemeldet).</translation>
    </message>
    <message>
        <source>Set NAME=VALUE in the command&apos;s environment (repeatable).</source>
        <translation>NAME=VALUE in der Umgebung des Befehls setzen (mehrfach möglich).</translation>
    </message>
    <message>
        <source>Kill the command after &lt;seconds&gt;.</source>
        <translation>Den Befehl nach &lt;seconds&gt; Sekunden beenden.</translation>
    </message>
    <message>
        <source>usage: tunebench-cli exec HOST -- ARGV...</source>
        <translation>Aufruf: tunebench-cli exec HOST -- ARGV...</translation>
    </message>
    <message>
        <source>--env needs NAME=VALUE, not &apos;%1&apos;</source>
        <translation>--env erwartet NAME=VALUE, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tunebench-cli: the command was killed by signal %1</source>
        <translation>tunebench-cli: der Befehl wurde durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ExploreCommand</name>
    <message>
        <source>Tune while it runs: a continuous test, changes read from stdin, segments compared.</source>
        <translation>Tunen im laufenden Betrieb: ein durchgehender Test, Änderungen von stdin, Segmente verglichen.</translation>
    </message>
    <message>
        <source>The host netperf runs on.</source>
        <translation>Der Host, auf dem netperf läuft.</translation>
    </message>
    <message>
        <source>The host netserver runs on.</source>
        <translation>Der Host, auf dem netserver läuft.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ExploreLine</name>
    <message>
        <source>wait needs a number of seconds, e.g. &apos;wait 5&apos;</source>
        <translation>wait erwartet eine Anzahl Sekunden, z. B. &apos;wait 5&apos;</translation>
    </message>
    <message>
        <source>compare needs two segment numbers, e.g. &apos;compare 1 2&apos;</source>
        <translation>compare erwartet zwei Segmentnummern, z. B. &apos;compare 1 2&apos;</translation>
    </message>
    <message>
        <source>experiment needs two segment numbers, e.g. &apos;experiment 1 2 -o ab.json&apos;</source>
        <translation>experiment erwartet zwei Segmentnummern, z. B. &apos;experiment 1 2 -o ab.json&apos;</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 erwartet einen Wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option of experiment (-o FILE, -n REPETITIONS, -l SECONDS)</source>
        <translation>&apos;%1&apos; ist keine Option von experiment (-o FILE, -n REPETITIONS, -l SECONDS)</translation>
    </message>
    <message>
        <source>%1 needs a whole number, at least 1</source>
        <translation>%1 erwartet eine ganze Zahl, mindestens 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a change or a command: write e.g. &apos;server adaptive-rx=off&apos;, or &apos;help&apos;</source>
        <translation>&apos;%1&apos; ist weder eine Änderung noch ein Befehl: schreiben Sie z. B. &apos;server adaptive-rx=off&apos; oder &apos;help&apos;</translation>
    </message>
    <message>
        <source>Lines on standard input, one at a time:
  server KEY=VALUE [KEY=VALUE...]   change tunables on the server now (client ... on the client),
                                    e.g. &apos;server adaptive-rx=off&apos;, &apos;client tso=on&apos;, &apos;server channels.combined=2&apos;
  compare A B                       compare segments A and B (numbers from 1) with the interim intervals
  experiment A B [-o FILE] [-n N] [-l S]
                                    write an A/B experiment whose arms are the two segments&apos; settings
                                    (N repetitions per arm, default 10; S seconds per run)
  segments                          the statistics of every segment so far
  wait SECONDS                      hold the next line back (for scripts)
  quit                              end the exploration and restore the hosts (so does end of input)</source>
        <translation>Zeilen auf der Standardeingabe, eine nach der anderen:
  server KEY=VALUE [KEY=VALUE...]   Tunables sofort auf dem Server ändern (client ... auf dem Client),
                                    z. B. &apos;server adaptive-rx=off&apos;, &apos;client tso=on&apos;, &apos;server channels.combined=2&apos;
  compare A B                       Segmente A und B (Nummern ab 1) anhand der Zwischenintervalle vergleichen
  experiment A B [-o FILE] [-n N] [-l S]
                                    ein A/B-Experiment schreiben, dessen Arme die Einstellungen der beiden Segmente sind
                                    (N Wiederholungen pro Arm, Standard 10; S Sekunden pro Lauf)
  segments                          die Statistik jedes bisherigen Segments
  wait SECONDS                      die nächste Zeile zurückhalten (für Skripte)
  quit                              die Exploration beenden und die Hosts wiederherstellen (ebenso das Ende der Eingabe)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a segment number (they count from 1)</source>
        <translation>&apos;%1&apos; ist keine Segmentnummer (sie zählen ab 1)</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ExploreOptions</name>
    <message>
        <source>The test: TCP_RR (default), TCP_CRR, UDP_RR, TCP_STREAM or TCP_MAERTS.</source>
        <translation>Der Test: TCP_RR (Standard), TCP_CRR, UDP_RR, TCP_STREAM oder TCP_MAERTS.</translation>
    </message>
    <message>
        <source>Request and response sizes in bytes, REQ,RESP.</source>
        <translation>Request- und Response-Größe in Bytes, REQ,RESP.</translation>
    </message>
    <message>
        <source>Interim result interval in seconds (0.25).</source>
        <translation>Intervall der Zwischenergebnisse in Sekunden (0.25).</translation>
    </message>
    <message>
        <source>Length of each back-to-back netperf run in seconds (10).</source>
        <translation>Dauer jedes der direkt aufeinanderfolgenden netperf-Läufe in Sekunden (10).</translation>
    </message>
    <message>
        <source>Seconds after each change left out of segment statistics (2).</source>
        <translation>Sekunden nach jeder Änderung, die aus der Segmentstatistik herausgelassen werden (2).</translation>
    </message>
    <message>
        <source>The NIC under test on both hosts.</source>
        <translation>Die getestete NIC auf beiden Hosts.</translation>
    </message>
    <message>
        <source>The NIC under test on the client.</source>
        <translation>Die getestete NIC auf dem Client.</translation>
    </message>
    <message>
        <source>The NIC under test on the server.</source>
        <translation>Die getestete NIC auf dem Server.</translation>
    </message>
    <message>
        <source>Where netperf connects on the server (default: SERVER&apos;s address).</source>
        <translation>Wohin netperf sich auf dem Server verbindet (Standard: die Adresse von SERVER).</translation>
    </message>
    <message>
        <source>netserver&apos;s control port (12865).</source>
        <translation>Steuerport von netserver (12865).</translation>
    </message>
    <message>
        <source>Name the exploration in the history.</source>
        <translation>Name der Exploration im Verlauf.</translation>
    </message>
    <message>
        <source>name the two hosts: explore CLIENT SERVER</source>
        <translation>geben Sie die beiden Hosts an: explore CLIENT SERVER</translation>
    </message>
    <message>
        <source>-D needs a positive number of seconds</source>
        <translation>-D erwartet eine positive Anzahl Sekunden</translation>
    </message>
    <message>
        <source>-l needs whole seconds, at least 1</source>
        <translation>-l erwartet ganze Sekunden, mindestens 1</translation>
    </message>
    <message>
        <source>give the sizes as REQ,RESP in bytes</source>
        <translation>geben Sie die Größen als REQ,RESP in Bytes an</translation>
    </message>
    <message>
        <source>-p needs a port number</source>
        <translation>-p erwartet eine Portnummer</translation>
    </message>
    <message>
        <source>--settle needs a number of seconds</source>
        <translation>--settle erwartet eine Anzahl Sekunden</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::HelpCommand</name>
    <message>
        <source>Show the help of a command: help COMMAND.</source>
        <translation>Hilfe zu einem Befehl anzeigen: help BEFEHL.</translation>
    </message>
    <message>
        <source>The command to explain.</source>
        <translation>Der zu erklärende Befehl.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ImportCommand</name>
    <message>
        <source>Import netperf output (logs, mail, pasted text) or a Tunebench JSON export into the results database.</source>
        <translation>netperf-Ausgaben (Logs, Mails, eingefügter Text) oder einen Tunebench-JSON-Export in die Ergebnisdatenbank importieren.</translation>
    </message>
    <message>
        <source>netperf output or Tunebench JSON files.</source>
        <translation>netperf-Ausgaben oder Tunebench-JSON-Dateien.</translation>
    </message>
    <message>
        <source>The arm the netperf runs go to: once for every file, or once per file (default: each file&apos;s name).</source>
        <translation>Der Arm, in den die netperf-Läufe gehen: einmal für alle Dateien oder einmal pro Datei (Standard: der Name jeder Datei).</translation>
    </message>
    <message>
        <source>Add the runs to the imported experiment of this name (created when there is none).</source>
        <translation>Die Läufe dem importierten Experiment dieses Namens hinzufügen (wird angelegt, falls es keines gibt).</translation>
    </message>
    <message>
        <source>Seconds of interim results to leave out at the start of each run (default 0; only for a new experiment).</source>
        <translation>Sekunden an Zwischenergebnissen, die am Anfang jedes Laufs weggelassen werden (Standard 0; nur für ein neues Experiment).</translation>
    </message>
    <message>
        <source>Show what would be imported and what skipped; store nothing.</source>
        <translation>Anzeigen, was importiert und was übersprungen würde; nichts speichern.</translation>
    </message>
    <message>
        <source>--warmup takes a number of seconds, 0 or more</source>
        <translation>--warmup erwartet eine Anzahl Sekunden, 0 oder mehr</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>%n Lauf importiert</numerusform>
            <numerusform>%n Läufe importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>How netperf runs become arms: auto (from the text&apos;s story: test parameters, configuration commands and lead-in lines that differ), file (one arm per file) or none (one arm).</source>
        <translation>Wie netperf-Läufe zu Armen werden: auto (aus dem Verlauf des Textes: Testparameter, Konfigurationsbefehle und einleitende Zeilen, die sich unterscheiden), file (ein Arm pro Datei) oder none (ein Arm).</translation>
    </message>
    <message>
        <source>Put the tests that start in these lines into the arm LABEL (repeatable): [FILE:]FIRST-LAST=LABEL.</source>
        <translation>Die Tests, die in diesen Zeilen beginnen, in den Arm NAME legen (wiederholbar): [DATEI:]ERSTE-LETZTE=NAME.</translation>
    </message>
    <message>
        <source>--group-by takes auto, file or none</source>
        <translation>--group-by erwartet auto, file oder none</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ListCommand</name>
    <message>
        <source>List the stored experiments, newest first.</source>
        <translation>Die gespeicherten Experimente auflisten, neueste zuerst.</translation>
    </message>
    <message>
        <source>Only experiments whose name, hosts or arms contain &lt;text&gt;.</source>
        <translation>Nur Experimente, deren Name, Hosts oder Arme &lt;text&gt; enthalten.</translation>
    </message>
    <message>
        <source>At most &lt;n&gt; experiments.</source>
        <translation>Höchstens &lt;n&gt; Experimente.</translation>
    </message>
    <message>
        <source>Only experiments run by &lt;user&gt; (a team store holds everyone&apos;s).</source>
        <translation>Nur Experimente, die &lt;user&gt; ausgeführt hat (ein Team-Speicher enthält die aller).</translation>
    </message>
    <message>
        <source>Only experiments run on &lt;machine&gt;.</source>
        <translation>Nur Experimente, die auf &lt;machine&gt; liefen.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ParseCommand</name>
    <message>
        <source>Read saved or pasted netperf output (FILE or - for stdin) and print what it holds.</source>
        <translation>Gespeicherte oder eingefügte netperf-Ausgabe lesen (FILE oder - für stdin) und ausgeben, was sie enthält.</translation>
    </message>
    <message>
        <source>The output to read; &apos;-&apos; or nothing reads stdin.</source>
        <translation>Die zu lesende Ausgabe; &apos;-&apos; oder nichts liest stdin.</translation>
    </message>
    <message>
        <source>parse reads one file at a time.</source>
        <translation>parse liest jeweils eine Datei.</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1</source>
        <translation>Die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ProbeCommand</name>
    <message>
        <source>Check a host: reachability, host key, privileges, kernel, interfaces, netperf and ethtool.</source>
        <translation>Einen Host prüfen: Erreichbarkeit, Host-Schlüssel, Rechte, Kernel, Interfaces, netperf und ethtool.</translation>
    </message>
    <message>
        <source>local, [user@]host[:port] or an ssh_config alias.</source>
        <translation>local, [user@]host[:port] oder ein Alias aus ssh_config.</translation>
    </message>
    <message>
        <source>usage: tunebench-cli probe HOST</source>
        <translation>Aufruf: tunebench-cli probe HOST</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>tunebench-cli: %1</source>
        <translation>tunebench-cli: %1</translation>
    </message>
    <message>
        <source>missing (install: %1)</source>
        <translation>fehlt (installieren: %1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>unbekannte Version</translation>
    </message>
    <message>
        <source>host:       %1</source>
        <translation>Host:           %1</translation>
    </message>
    <message>
        <source>host key:   %1 %2</source>
        <translation>Host-Schlüssel: %1 %2</translation>
    </message>
    <message>
        <source>user:       %1 (uid %2), privilege: %3</source>
        <translation>Benutzer:       %1 (uid %2), Rechte: %3</translation>
    </message>
    <message>
        <source>system:     %1, kernel %2 %3, %4 CPUs</source>
        <translation>System:         %1, Kernel %2 %3, %4 CPUs</translation>
    </message>
    <message>
        <source>interfaces:</source>
        <translation>Interfaces:</translation>
    </message>
    <message>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>Geschwindigkeit unbekannt</translation>
    </message>
    <message>
        <source>no addresses</source>
        <translation>keine Adressen</translation>
    </message>
    <message>
        <source>netperf:    %1%2</source>
        <translation>netperf:        %1%2</translation>
    </message>
    <message>
        <source>, demo mode (-D) available</source>
        <translation>, Demo-Modus (-D) verfügbar</translation>
    </message>
    <message>
        <source>, NO demo mode</source>
        <translation>, KEIN Demo-Modus</translation>
    </message>
    <message>
        <source>netserver:  %1</source>
        <translation>netserver:      %1</translation>
    </message>
    <message>
        <source>ethtool:    %1</source>
        <translation>ethtool:        %1</translation>
    </message>
    <message>
        <source>problem:    %1</source>
        <translation>Problem:        %1</translation>
    </message>
    <message>
        <source>commands:   through one remote shell for the connection</source>
        <translation>Befehle:        über eine entfernte Shell für die ganze Verbindung</translation>
    </message>
    <message>
        <source>commands:   a channel and a login shell each (%1)</source>
        <translation>Befehle:        je ein Kanal und eine Login-Shell (%1)</translation>
    </message>
    <message>
        <source>clock:      offset %1 s ± %2 s (the host&apos;s clock minus this machine&apos;s)</source>
        <translation>Uhr:            Versatz %1 s ± %2 s (Uhr des Hosts minus Uhr dieses Rechners)</translation>
    </message>
    <message>
        <source>clock:      not measured: %1</source>
        <translation>Uhr:            nicht gemessen: %1</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ReportCommand</name>
    <message>
        <source>Write a stored experiment as a report (HTML, PDF, Markdown, text) or for exchange (CSV, JSON, Flent).</source>
        <translation>Ein gespeichertes Experiment als Bericht (HTML, PDF, Markdown, Text) oder zum Austausch (CSV, JSON, Flent) schreiben.</translation>
    </message>
    <message>
        <source>The experiment&apos;s id (see &apos;list&apos;).</source>
        <translation>Die ID des Experiments (siehe &apos;list&apos;).</translation>
    </message>
    <message>
        <source>One of %1; by default taken from the output file&apos;s suffix.</source>
        <translation>Eines von %1; standardmäßig aus der Endung der Ausgabedatei.</translation>
    </message>
    <message>
        <source>The file to write; &apos;-&apos; or none writes txt, json and csv to standard output.</source>
        <translation>Die zu schreibende Datei; &apos;-&apos; oder keine schreibt txt, json und csv auf die Standardausgabe.</translation>
    </message>
    <message>
        <source>name one experiment by its id (see &apos;tunebench-cli list&apos;)</source>
        <translation>geben Sie ein Experiment über seine ID an (siehe &apos;tunebench-cli list&apos;)</translation>
    </message>
    <message>
        <source>name the format with --format %1, or give -o a file with one of their suffixes</source>
        <translation>geben Sie das Format mit --format %1 an oder -o eine Datei mit einer dieser Endungen</translation>
    </message>
    <message>
        <source>a %1 report needs a file: give it with -o PATH</source>
        <translation>ein %1-Bericht braucht eine Datei: geben Sie sie mit -o PATH an</translation>
    </message>
    <message>
        <source>charts need a QApplication; run tunebench-cli itself rather than the command in another program</source>
        <translation>Diagramme brauchen eine QApplication; führen Sie tunebench-cli selbst aus statt des Befehls in einem anderen Programm</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Leave the charts out of an HTML, PDF or Markdown report (a small file for a wiki or a bug; Markdown then writes no PNG files).</source>
        <translation>Lässt die Diagramme aus einem HTML-, PDF- oder Markdown-Bericht weg (eine kleine Datei für ein Wiki oder einen Fehlerbericht; Markdown schreibt dann keine PNG-Dateien).</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::RestoreCommand</name>
    <message>
        <source>Put hosts back from the tunables journal: restore HOST, or restore --all.</source>
        <translation>Hosts anhand des Tunables-Journals zurücksetzen: restore HOST oder restore --all.</translation>
    </message>
    <message>
        <source>The host whose changes to undo.</source>
        <translation>Der Host, dessen Änderungen rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Restore every host that has open journals.</source>
        <translation>Jeden Host mit offenen Journalen wiederherstellen.</translation>
    </message>
    <message>
        <source>usage: tunebench-cli restore HOST|--all</source>
        <translation>Aufruf: tunebench-cli restore HOST|--all</translation>
    </message>
    <message>
        <source>Nothing to restore: no open tunables journals.</source>
        <translation>Nichts wiederherzustellen: keine offenen Tunables-Journale.</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::RrCommand</name>
    <message>
        <source>Run one netperf test from CLIENT against SERVER, with live interim results.</source>
        <translation>Einen netperf-Test von CLIENT gegen SERVER ausführen, mit Live-Zwischenergebnissen.</translation>
    </message>
    <message>
        <source>Where netperf runs: local, netns:NAME or an SSH host.</source>
        <translation>Wo netperf läuft: local, netns:NAME oder ein SSH-Host.</translation>
    </message>
    <message>
        <source>netserver&apos;s host: an address, an SSH host or netns:NAME.</source>
        <translation>Host von netserver: eine Adresse, ein SSH-Host oder netns:NAME.</translation>
    </message>
    <message>
        <source>rr needs CLIENT and SERVER.</source>
        <translation>rr erwartet CLIENT und SERVER.</translation>
    </message>
    <message>
        <source>tunebench-cli: %1</source>
        <translation>tunebench-cli: %1</translation>
    </message>
    <message>
        <source>interim: %1 %2 over %3 s</source>
        <translation>Zwischenwert: %1 %2 über %3 s</translation>
    </message>
    <message>
        <source>running on %1: %2</source>
        <translation>läuft auf %1: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::RunCommand</name>
    <message>
        <source>Run an experiment file (or a preset) and store every sample.</source>
        <translation>Eine Experimentdatei (oder eine Vorlage) ausführen und jeden Messwert speichern.</translation>
    </message>
    <message>
        <source>The experiment file (JSON).</source>
        <translation>Die Experimentdatei (JSON).</translation>
    </message>
    <message>
        <source>Run a built-in preset instead of a file.</source>
        <translation>Eine eingebaute Vorlage statt einer Datei ausführen.</translation>
    </message>
    <message>
        <source>List the built-in presets and exit.</source>
        <translation>Die eingebauten Vorlagen auflisten und beenden.</translation>
    </message>
    <message>
        <source>Override the repetitions per arm.</source>
        <translation>Die Wiederholungen pro Arm überschreiben.</translation>
    </message>
    <message>
        <source>Print the commands the experiment would run, per host and step, as a Bash script, and exit without changing anything.</source>
        <translation>Die Befehle, die das Experiment ausführen würde, pro Host und Schritt als Bash-Skript ausgeben und beenden, ohne etwas zu ändern.</translation>
    </message>
    <message>
        <source>With --script: read both hosts first (read-only), so the script shows only the changes and restores that will really be made.</source>
        <translation>Mit --script: zuerst beide Hosts lesen (nur lesend), damit das Skript nur die Änderungen und Wiederherstellungen zeigt, die wirklich vorgenommen werden.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ShowCommand</name>
    <message>
        <source>Show one stored experiment: runs, results and verdicts.</source>
        <translation>Ein gespeichertes Experiment anzeigen: Läufe, Ergebnisse und Urteile.</translation>
    </message>
    <message>
        <source>The experiment&apos;s id (see &apos;list&apos;).</source>
        <translation>Die ID des Experiments (siehe &apos;list&apos;).</translation>
    </message>
    <message>
        <source>Include every interim sample (with --json).</source>
        <translation>Jeden Zwischenwert einschließen (mit --json).</translation>
    </message>
    <message>
        <source>name the experiment by its id (see &apos;tunebench-cli list&apos;)</source>
        <translation>geben Sie das Experiment über seine ID an (siehe &apos;tunebench-cli list&apos;)</translation>
    </message>
    <message>
        <source>An exploration: compare segment B against segment A (numbers as shown).</source>
        <translation>Bei einer Exploration: Segment B mit Segment A vergleichen (Nummern wie angezeigt).</translation>
    </message>
    <message>
        <source>An exploration: write an A/B experiment of segments A and B to --output.</source>
        <translation>Bei einer Exploration: ein A/B-Experiment aus den Segmenten A und B nach --output schreiben.</translation>
    </message>
    <message>
        <source>The experiment file --experiment writes.</source>
        <translation>Die Experimentdatei, die --experiment schreibt.</translation>
    </message>
    <message>
        <source>Repetitions per arm of the experiment --experiment writes.</source>
        <translation>Wiederholungen je Arm des Experiments, das --experiment schreibt.</translation>
    </message>
    <message>
        <source>%1 is an experiment, not an exploration: --compare and --experiment take an exploration&apos;s segments (compare an experiment&apos;s arms with &apos;report&apos;).</source>
        <translation>%1 ist ein Experiment, keine Exploration: --compare und --experiment arbeiten mit den Segmenten einer Exploration (die Arme eines Experiments vergleichen Sie mit „report“).</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: name two different segments as A,B, numbers from 1 to %2</source>
        <translation>„%1“: nennen Sie zwei verschiedene Segmente als A,B, Nummern von 1 bis %2</translation>
    </message>
    <message>
        <source>--experiment needs --output FILE</source>
        <translation>--experiment braucht --output DATEI</translation>
    </message>
    <message>
        <source>--repetitions needs a positive number</source>
        <translation>--repetitions braucht eine positive Zahl</translation>
    </message>
    <message>
        <source>Include each run&apos;s per-CPU telemetry and NIC counters of both hosts (with --json).</source>
        <translation>Die Telemetrie je CPU und die NIC-Zähler beider Hosts für jeden Lauf mit ausgeben (mit --json).</translation>
    </message>
    <message>
        <source>--telemetry needs --json</source>
        <translation>--telemetry braucht --json</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::SnapshotCommand</name>
    <message>
        <source>Record a host&apos;s full tunables state in the database: snapshot HOST --iface IF [--diff ID].</source>
        <translation>Den vollständigen Tunables-Zustand eines Hosts in der Datenbank festhalten: snapshot HOST --iface IF [--diff ID].</translation>
    </message>
    <message>
        <source>local, [user@]host[:port] or an ssh_config alias.</source>
        <translation>local, [user@]host[:port] oder ein Alias aus ssh_config.</translation>
    </message>
    <message>
        <source>Also list what changed since the stored snapshot &lt;id&gt;.</source>
        <translation>Zusätzlich auflisten, was sich seit dem gespeicherten Snapshot &lt;id&gt; geändert hat.</translation>
    </message>
    <message>
        <source>usage: tunebench-cli snapshot HOST --iface IF</source>
        <translation>Aufruf: tunebench-cli snapshot HOST --iface IF</translation>
    </message>
    <message>
        <source>--diff needs a snapshot number, not &apos;%1&apos;.</source>
        <translation>--diff erwartet eine Snapshot-Nummer, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Snapshot %1 stored in %2.</source>
        <translation>Snapshot %1 in %2 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Changes since snapshot %1: %n</source>
        <translation>
            <numerusform>Änderungen seit Snapshot %1: %n</numerusform>
            <numerusform>Änderungen seit Snapshot %1: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::TrendCommand</name>
    <message>
        <source>One metric of a host pair over the stored history, with its change points and what changed then.</source>
        <translation>Eine Kennzahl eines Host-Paars über die gespeicherte Historie, mit ihren Änderungspunkten und dem, was sich damals änderte.</translation>
    </message>
    <message>
        <source>The netperf test whose history to follow.</source>
        <translation>Der netperf-Test, dessen Historie verfolgt wird.</translation>
    </message>
    <message>
        <source>The metric: rate, final_rate, service_demand.local, latency.p99, ...</source>
        <translation>Die Kennzahl: rate, final_rate, service_demand.local, latency.p99, ...</translation>
    </message>
    <message>
        <source>The client host (default: the newest experiment&apos;s).</source>
        <translation>Der Client-Host (Standard: der des neuesten Experiments).</translation>
    </message>
    <message>
        <source>The server host (default: the newest experiment&apos;s).</source>
        <translation>Der Server-Host (Standard: der des neuesten Experiments).</translation>
    </message>
    <message>
        <source>The arm whose medians are tested for change points (default: each experiment&apos;s first).</source>
        <translation>Der Arm, dessen Mediane auf Änderungspunkte geprüft werden (Standard: der erste jedes Experiments).</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %3 -&gt; %4: %n experiment(s)</source>
        <extracomment>TCP_RR rate, client -&gt; server: 40 experiments</extracomment>
        <translation>
            <numerusform>%1 %2, %3 -&gt; %4: %n Experiment</numerusform>
            <numerusform>%1 %2, %3 -&gt; %4: %n Experimente</numerusform>
        </translation>
    </message>
    <message>
        <source>  ---- change: %1 ----</source>
        <extracomment>a line between the experiments before and after a change point</extracomment>
        <translation>  ---- Änderung: %1 ----</translation>
    </message>
    <message numerus="yes">
        <source>(no CI: %n run(s))</source>
        <translation>
            <numerusform>(kein KI: %n Lauf)</numerusform>
            <numerusform>(kein KI: %n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>No change points (significance %1).</source>
        <translation>Keine Änderungspunkte (Signifikanzniveau %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n change point(s):</source>
        <translation>
            <numerusform>%n Änderungspunkt:</numerusform>
            <numerusform>%n Änderungspunkte:</numerusform>
        </translation>
    </message>
    <message>
        <source>  experiment %1 -&gt; %2: %3 (%4 -&gt; %5), %6</source>
        <extracomment>&quot;experiment 24 -&gt; 25: -8.0% (10k -&gt; 9.2k), p=0.005&quot;</extracomment>
        <translation>  Experiment %1 -&gt; %2: %3 (%4 -&gt; %5), %6</translation>
    </message>
    <message>
        <source>no host snapshots on both sides to compare</source>
        <translation>keine Host-Snapshots auf beiden Seiten zum Vergleichen</translation>
    </message>
    <message>
        <source>the host snapshots show no difference</source>
        <translation>die Host-Snapshots zeigen keinen Unterschied</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::TunablesCommand</name>
    <message>
        <source>local, [user@]host[:port] or an ssh_config alias.</source>
        <translation>local, [user@]host[:port] oder ein Alias aus ssh_config.</translation>
    </message>
    <message>
        <source>Change KEY to VALUE (repeatable), e.g. tso=off, channel.rx=2, net.core.busy_poll=50.</source>
        <translation>KEY auf VALUE ändern (mehrfach möglich), z. B. tso=off, channel.rx=2, net.core.busy_poll=50.</translation>
    </message>
    <message>
        <source>Show the plan and the exact commands; change nothing.</source>
        <translation>Den Plan und die genauen Befehle zeigen; nichts ändern.</translation>
    </message>
    <message>
        <source>Keep the changes only until Ctrl-C or SIGTERM, then restore.</source>
        <translation>Die Änderungen nur bis Strg-C oder SIGTERM behalten, dann wiederherstellen.</translation>
    </message>
    <message>
        <source>--set needs KEY=VALUE, not &apos;%1&apos;.</source>
        <translation>--set erwartet KEY=VALUE, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>tunebench-cli pid %1</source>
        <translation>tunebench-cli PID %1</translation>
    </message>
    <message>
        <source>Journal %1 is open: the changes stay until &apos;tunebench-cli restore %2&apos;.</source>
        <translation>Journal %1 ist offen: die Änderungen bleiben bis &apos;tunebench-cli restore %2&apos;.</translation>
    </message>
    <message>
        <source>Holding the changes (journal %1); Ctrl-C or SIGTERM restores them.</source>
        <translation>Die Änderungen werden gehalten (Journal %1); Strg-C oder SIGTERM stellt den Ursprungszustand wieder her.</translation>
    </message>
    <message>
        <source>Show or change NIC and kernel tunables: tunables show|apply|confirm HOST [--iface IF] [--set KEY=VALUE...].</source>
        <translation>NIC- und Kernel-Tunables zeigen oder ändern: tunables show|apply|confirm HOST [--iface IF] [--set SCHLÜSSEL=WERT...].</translation>
    </message>
    <message>
        <source>show, apply (changes stay until &apos;restore&apos;), or confirm (the changes of an &apos;apply --confirm&apos;).</source>
        <translation>show, apply (Änderungen bleiben bis „restore“) oder confirm (die Änderungen eines „apply --confirm“).</translation>
    </message>
    <message>
        <source>Put the changes back SECONDS from now unless confirmed (Enter here, or &apos;tunables confirm HOST&apos;), also when this connection is lost.</source>
        <translation>Die Änderungen in SEKUNDEN zurücksetzen, wenn sie nicht bestätigt werden (Enter hier oder „tunables confirm HOST“), auch wenn diese Verbindung abreißt.</translation>
    </message>
    <message>
        <source>usage: tunebench-cli tunables show|apply|confirm HOST [--iface IF] ...</source>
        <translation>Aufruf: tunebench-cli tunables show|apply|confirm HOST [--iface IF] ...</translation>
    </message>
    <message>
        <source>--confirm needs 2 to 86400 seconds, not &apos;%1&apos;</source>
        <translation>--confirm braucht 2 bis 86400 Sekunden, nicht „%1“</translation>
    </message>
    <message>
        <source>--hold and --confirm do not go together</source>
        <translation>--hold und --confirm passen nicht zusammen</translation>
    </message>
    <message>
        <source>tunables apply</source>
        <translation>tunables apply</translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::VersionCommand</name>
    <message>
        <source>Print the versions of Tunebench and the libraries it uses.</source>
        <translation>Versionen von Tunebench und der verwendeten Bibliotheken ausgeben.</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (gebaut mit %2)</translation>
    </message>
</context>
<context>
    <name>Tunebench::CommandPreview</name>
    <message>
        <source>Command preview</source>
        <translation>Befehlsvorschau</translation>
    </message>
    <message>
        <source>&amp;Copy as script</source>
        <translation>Als Skript &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the commands, per host and step, as a Bash script</source>
        <translation>Die Befehle pro Host und Schritt als Bash-Skript kopieren</translation>
    </message>
</context>
<context>
    <name>Tunebench::CpuHeatmapChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>No per-CPU samples yet</source>
        <translation>Noch keine Messwerte je CPU</translation>
    </message>
    <message>
        <source>% in softirq</source>
        <translation>% in softirq</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>% belegt</translation>
    </message>
    <message>
        <source>%1 (bound)</source>
        <translation>%1 (gebunden)</translation>
    </message>
</context>
<context>
    <name>Tunebench::CpuHeatmapsPanel</name>
    <message>
        <source>Busy (user + system + irq + softirq)</source>
        <translation>Belegt (user + system + irq + softirq)</translation>
    </message>
    <message>
        <source>Softirq only (NET_RX, NET_TX…)</source>
        <translation>Nur softirq (NET_RX, NET_TX…)</translation>
    </message>
    <message>
        <source>What each cell&apos;s colour shows: the share of that CPU&apos;s time in the sample interval</source>
        <translation>Was die Farbe jeder Zelle zeigt: den Anteil der Zeit dieser CPU im Messintervall</translation>
    </message>
    <message>
        <source>Per CPU:</source>
        <translation>Je CPU:</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
</context>
<context>
    <name>Tunebench::CredentialsDialog</name>
    <message>
        <source>Password for %1</source>
        <translation>Passwort für %1</translation>
    </message>
    <message>
        <source>Passphrase for %1</source>
        <translation>Passphrase für %1</translation>
    </message>
    <message>
        <source>Enter the SSH password of %1.</source>
        <translation>Geben Sie das SSH-Passwort von %1 ein.</translation>
    </message>
    <message>
        <source>The private key %1 is encrypted. Enter its passphrase.</source>
        <translation>Der private Schlüssel %1 ist verschlüsselt. Geben Sie seine Passphrase ein.</translation>
    </message>
    <message>
        <source>Save in the system keychain</source>
        <translation>Im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>No system keychain is available (no Secret Service on the session bus).</source>
        <translation>Kein Schlüsselbund des Systems verfügbar (kein Secret Service auf dem Session-Bus).</translation>
    </message>
</context>
<context>
    <name>Tunebench::EngineThread</name>
    <message>
        <source>The results database %1 cannot be opened: %2</source>
        <translation>Die Ergebnisdatenbank %1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExperimentEditor</name>
    <message>
        <source>Presets…</source>
        <translation>Vorlagen…</translation>
    </message>
    <message>
        <source>Load a built-in experiment; the local loopback one runs on any machine with netperf</source>
        <translation>Ein eingebautes Experiment laden; das lokale Loopback-Experiment läuft auf jedem Rechner mit netperf</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Run the experiment (Ctrl+R)</source>
        <translation>Das Experiment starten (Strg+R)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>The experiment cannot run yet: %1</source>
        <translation>Das Experiment kann noch nicht laufen: %1</translation>
    </message>
    <message>
        <source>There is no preset named &quot;%1&quot;</source>
        <translation>Es gibt keine Vorlage namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>Go to the field the problem is about</source>
        <translation>Zum Feld gehen, das das Problem betrifft</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExperimentEngine</name>
    <message>
        <source>Experiment %1 %2</source>
        <translation>Experiment %1 %2</translation>
    </message>
    <message>
        <source>Connecting to %1 and %2</source>
        <translation>Verbindung zu %1 und %2 wird aufgebaut</translation>
    </message>
    <message>
        <source>Checking netperf on %1</source>
        <translation>netperf auf %1 wird geprüft</translation>
    </message>
    <message>
        <source>Checking netserver on %1</source>
        <translation>netserver auf %1 wird geprüft</translation>
    </message>
    <message>
        <source>Snapshot of %1</source>
        <translation>Snapshot von %1</translation>
    </message>
    <message>
        <source>netperf is missing on %1</source>
        <translation>netperf fehlt auf %1</translation>
    </message>
    <message>
        <source>netperf on %1 has no demo mode (-D), so it cannot report interim results: install a netperf built with --enable-demo (Debian&apos;s netperf has it)</source>
        <translation>netperf auf %1 hat keinen Demo-Modus (-D) und kann daher keine Zwischenergebnisse liefern: installieren Sie ein mit --enable-demo gebautes netperf (das von Debian ist so gebaut)</translation>
    </message>
    <message>
        <source>Measuring the path MSS from %1 to %2</source>
        <translation>Pfad-MSS von %1 zu %2 wird gemessen</translation>
    </message>
    <message>
        <source>MSS %1: sweeping %2 over %3</source>
        <translation>MSS %1: Sweep von %2 über %3</translation>
    </message>
    <message>
        <source>Applying %1 on %2</source>
        <translation>%1 wird auf %2 angewendet</translation>
    </message>
    <message>
        <source>experiment %1 (%2)</source>
        <translation>Experiment %1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2 is not supported (%3): the arm runs without it</source>
        <translation>%1 wird auf %2 nicht unterstützt (%3): der Arm läuft ohne</translation>
    </message>
    <message>
        <source>%1=%2 (got %3%4)</source>
        <translation>%1=%2 (erhalten: %3%4)</translation>
    </message>
    <message>
        <source>on %1 these settings did not verify: %2</source>
        <translation>auf %1 wurden diese Einstellungen nicht verifiziert: %2</translation>
    </message>
    <message>
        <source>Paused before run %1 of %2</source>
        <translation>Angehalten vor Lauf %1 von %2</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3, repetition %4</source>
        <translation>Lauf %1 von %2: %3, Wiederholung %4</translation>
    </message>
    <message>
        <source>netperf on %1 accepted -D but printed no interim results: live charts and live service demand stay empty (is it built with --enable-demo?)</source>
        <translation>netperf auf %1 hat -D angenommen, aber keine Zwischenergebnisse ausgegeben: Live-Diagramme und Live-Service-Demand bleiben leer (ist es mit --enable-demo gebaut?)</translation>
    </message>
    <message>
        <source>Run %1 %2: %3</source>
        <translation>Lauf %1 %2: %3</translation>
    </message>
    <message>
        <source>Stopping: run %1 failed and the experiment stops on failure</source>
        <translation>Abbruch: Lauf %1 ist fehlgeschlagen, und das Experiment hält bei Fehlern an</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>Restoring %1</source>
        <translation>%1 wird wiederhergestellt</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>Could not restore %1 (%2): run &apos;tunebench-cli restore %1&apos; when it is reachable again</source>
        <translation>%1 konnte nicht wiederhergestellt werden (%2): führen Sie &apos;tunebench-cli restore %1&apos; aus, sobald der Host wieder erreichbar ist</translation>
    </message>
    <message>
        <source>%1 restored and verified</source>
        <translation>%1 wiederhergestellt und verifiziert</translation>
    </message>
    <message>
        <source>%1=%2 on %3 was not taken as set: %4</source>
        <translation>%1=%2 auf %3 wurde nicht wie gesetzt übernommen: %4</translation>
    </message>
    <message>
        <source>%1 is in use by %2; waiting</source>
        <translation>%1 wird von %2 benutzt; es wird gewartet</translation>
    </message>
    <message>
        <source>Stopping: %1</source>
        <translation>Abbruch: %1</translation>
    </message>
    <message>
        <source>Leasing %1</source>
        <translation>%1 wird reserviert</translation>
    </message>
    <message>
        <source>Leasing %1 and %2</source>
        <translation>%1 und %2 werden reserviert</translation>
    </message>
    <message>
        <source>Publishing experiment %1 to %2</source>
        <translation>Experiment %1 wird in %2 veröffentlicht</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExperimentLifecycle</name>
    <message>
        <source>An experiment or exploration is already running; stop it or wait for it to finish.</source>
        <translation>Es läuft bereits ein Experiment oder eine Exploration; stoppen Sie es oder warten Sie, bis es fertig ist.</translation>
    </message>
    <message>
        <source>The experiment could not start: %1</source>
        <translation>Das Experiment konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Experiment %1 finished; the hosts are restored.</source>
        <translation>Experiment %1 ist beendet; die Hosts sind wiederhergestellt.</translation>
    </message>
    <message>
        <source>Experiment %1 ended (%2).</source>
        <extracomment>%2: how it ended (&quot;failed&quot;, &quot;aborted&quot;), or why that is not known</extracomment>
        <translation>Experiment %1 beendet (%2).</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExperimentSpec</name>
    <message>
        <source>this is not a Tunebench experiment (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>dies ist kein Tunebench-Experiment (erwartet &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be a positive whole number</source>
        <translation>muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>version %1 was written by a newer Tunebench; this one reads up to %2</source>
        <translation>Version %1 wurde von einem neueren Tunebench geschrieben; dieses liest bis %2</translation>
    </message>
    <message>
        <source>must be an object describing the netperf test</source>
        <translation>muss ein Objekt sein, das den netperf-Test beschreibt</translation>
    </message>
    <message>
        <source>must be a list of at least two arms</source>
        <translation>muss eine Liste von mindestens zwei Armen sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of interleaved, randomized, blocked</source>
        <translation>&apos;%1&apos; ist keiner von interleaved, randomized, blocked</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53</source>
        <translation>muss eine ganze Zahl von 0 bis 2^53 sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>give the experiment a name</source>
        <translation>geben Sie dem Experiment einen Namen</translation>
    </message>
    <message>
        <source>name the host: &apos;local&apos;, [user@]host[:port] or an ~/.ssh/config alias</source>
        <translation>geben Sie den Host an: &apos;local&apos;, [user@]host[:port] oder ein Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid interface name (1-15 of A-Z a-z 0-9 _ . -)</source>
        <translation>&apos;%1&apos; ist kein gültiger Interface-Name (1-15 Zeichen aus A-Z a-z 0-9 _ . -)</translation>
    </message>
    <message>
        <source>an experiment compares at least two arms; %1 given</source>
        <translation>ein Experiment vergleicht mindestens zwei Arme; %1 angegeben</translation>
    </message>
    <message>
        <source>every arm needs a label</source>
        <translation>jeder Arm braucht ein Label</translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is used twice</source>
        <translation>das Label &apos;%1&apos; wird zweimal verwendet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <translation>&apos;%1&apos; ist nicht KEY=VALUE</translation>
    </message>
    <message>
        <source>must be between 1 and 1000</source>
        <translation>muss zwischen 1 und 1000 liegen</translation>
    </message>
    <message>
        <source>must be between 0 and 3600 seconds</source>
        <translation>muss zwischen 0 und 3600 Sekunden liegen</translation>
    </message>
    <message>
        <source>the only preset is packet_byte</source>
        <translation>die einzige Vorgabe ist packet_byte</translation>
    </message>
    <message>
        <source>packet_byte sweeps the request or response size</source>
        <translation>packet_byte variiert die Request- oder Response-Größe</translation>
    </message>
    <message>
        <source>give either values or a preset, not both</source>
        <translation>geben Sie entweder Werte oder eine Vorgabe an, nicht beides</translation>
    </message>
    <message>
        <source>list the values to sweep, or use &quot;preset&quot;: &quot;packet_byte&quot;</source>
        <translation>listen Sie die Sweep-Werte auf oder verwenden Sie &quot;preset&quot;: &quot;packet_byte&quot;</translation>
    </message>
    <message>
        <source>%1 is below the smallest allowed value %2</source>
        <translation>%1 liegt unter dem kleinsten erlaubten Wert %2</translation>
    </message>
    <message>
        <source>name the tunable to sweep</source>
        <translation>geben Sie das Tunable für den Sweep an</translation>
    </message>
    <message>
        <source>cannot read the experiment file %1: %2</source>
        <translation>die Experimentdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON at byte %2: %3</source>
        <translation>%1 ist bei Byte %2 kein gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>unknown field (known: %1)</source>
        <translation>unbekanntes Feld (bekannt: %1)</translation>
    </message>
    <message>
        <source>must be an object with &quot;host&quot; and &quot;interface&quot;</source>
        <translation>muss ein Objekt mit &quot;host&quot; und &quot;interface&quot; sein</translation>
    </message>
    <message>
        <source>must be an object with a &quot;label&quot;</source>
        <translation>muss ein Objekt mit einem &quot;label&quot; sein</translation>
    </message>
    <message>
        <source>must be an object of test parameters, e.g. {&quot;requestSize&quot;: 4096}</source>
        <translation>muss ein Objekt mit Testparametern sein, z. B. {&quot;requestSize&quot;: 4096}</translation>
    </message>
    <message>
        <source>must be an object {&quot;client&quot;: [...], &quot;server&quot;: [...]}</source>
        <translation>muss ein Objekt {&quot;client&quot;: [...], &quot;server&quot;: [...]} sein</translation>
    </message>
    <message>
        <source>hosts are &quot;client&quot; and &quot;server&quot;</source>
        <translation>Hosts sind &quot;client&quot; und &quot;server&quot;</translation>
    </message>
    <message>
        <source>must be a list of &quot;KEY=VALUE&quot; strings</source>
        <translation>muss eine Liste von &quot;KEY=VALUE&quot;-Zeichenketten sein</translation>
    </message>
    <message>
        <source>must be an object with &quot;parameter&quot; and &quot;values&quot; or &quot;preset&quot;</source>
        <translation>muss ein Objekt mit &quot;parameter&quot; und &quot;values&quot; oder &quot;preset&quot; sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of requestSize, responseSize, burst, tunable</source>
        <translation>&apos;%1&apos; ist keiner von requestSize, responseSize, burst, tunable</translation>
    </message>
    <message>
        <source>a tunable sweep names the host: client or server</source>
        <translation>ein Tunable-Sweep nennt den Host: client oder server</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <source>must be between 2 and 3600 seconds</source>
        <translation>muss zwischen 2 und 3600 Sekunden liegen</translation>
    </message>
    <message>
        <source>must be a whole number of seconds</source>
        <translation>muss eine ganze Zahl von Sekunden sein</translation>
    </message>
    <message>
        <source>must be a list of counter names</source>
        <translation>muss eine Liste von Zählernamen sein</translation>
    </message>
    <message>
        <source>must be a list of counter names such as &quot;rx_missed_errors&quot;</source>
        <translation>muss eine Liste von Zählernamen wie „rx_missed_errors“ sein</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExplorationLifecycle</name>
    <message>
        <source>An experiment or exploration is already running; stop it or wait for it to finish.</source>
        <translation>Es läuft bereits ein Experiment oder eine Exploration; stoppen Sie es oder warten Sie, bis es fertig ist.</translation>
    </message>
    <message>
        <source>No exploration to compare: start one or open one from the history.</source>
        <translation>Keine Exploration zum Vergleichen: starten Sie eine oder öffnen Sie eine aus dem Verlauf.</translation>
    </message>
    <message>
        <source>No exploration to make an experiment from: start one or open one from the history.</source>
        <translation>Keine Exploration, aus der sich ein Experiment erstellen ließe: starten Sie eine oder öffnen Sie eine aus dem Verlauf.</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExplorationSpec</name>
    <message>
        <source>Exploration %1 -&gt; %2</source>
        <translation>Exploration %1 -&gt; %2</translation>
    </message>
    <message>
        <source>this is not a Tunebench exploration (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>dies ist keine Tunebench-Exploration (erwartet &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>written by a newer Tunebench; this one reads up to %1</source>
        <translation>von einem neueren Tunebench geschrieben; dieses liest bis %1</translation>
    </message>
    <message>
        <source>name the host: &apos;local&apos;, [user@]host[:port] or an ~/.ssh/config alias</source>
        <translation>geben Sie den Host an: &apos;local&apos;, [user@]host[:port] oder ein Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <source>an exploration needs interim results (e.g. 0.25 s) to draw and compare segments</source>
        <translation>eine Exploration braucht Zwischenergebnisse (z. B. 0,25 s), um Segmente zu zeichnen und zu vergleichen</translation>
    </message>
    <message>
        <source>an exploration runs netperf for a time, not a transaction count</source>
        <translation>eine Exploration lässt netperf eine Zeit lang laufen, nicht für eine Anzahl Transaktionen</translation>
    </message>
    <message>
        <source>must be between 0 and 600 seconds</source>
        <translation>muss zwischen 0 und 600 Sekunden liegen</translation>
    </message>
    <message>
        <source>a change starts with the host, client or server, e.g. &quot;server adaptive-rx=off&quot;</source>
        <translation>eine Änderung beginnt mit dem Host, client oder server, z. B. &quot;server adaptive-rx=off&quot;</translation>
    </message>
    <message>
        <source>say what to change on the %1: KEY=VALUE, e.g. tso=off</source>
        <translation>geben Sie an, was auf dem %1 geändert werden soll: KEY=VALUE, z. B. tso=off</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <translation>&apos;%1&apos; ist nicht KEY=VALUE</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>Baseline</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreAnalysis</name>
    <message>
        <source>segment %1: %2</source>
        <translation>Segment %1: %2</translation>
    </message>
    <message>
        <source>There is no segment %1; this exploration has %2.</source>
        <translation>Es gibt kein Segment %1; diese Exploration hat %2.</translation>
    </message>
    <message>
        <source>Segments %1 and %2 ran with the same configuration: an experiment between them would compare a configuration with itself.</source>
        <translation>Die Segmente %1 und %2 liefen mit derselben Konfiguration: ein Experiment zwischen ihnen würde eine Konfiguration mit sich selbst vergleichen.</translation>
    </message>
    <message>
        <source>Exploration %1: segment %2 vs segment %3</source>
        <translation>Exploration %1: Segment %2 vs. Segment %3</translation>
    </message>
    <message>
        <source>Segment %1 vs segment %2</source>
        <translation>Segment %1 vs. Segment %2</translation>
    </message>
    <message>
        <source>Made from %1 (%2 vs %3). Within the exploration the segments were stretches of one continuous run; this experiment tests the difference with independent, interleaved runs.</source>
        <translation>Erstellt aus %1 (%2 vs. %3). In der Exploration waren die Segmente Abschnitte eines einzigen durchgehenden Laufs; dieses Experiment prüft den Unterschied mit unabhängigen, verschränkten Läufen.</translation>
    </message>
    <message>
        <source>The value %1 had on the %2 before the exploration is not recorded.</source>
        <translation>Der Wert, den %1 vor der Exploration auf dem %2 hatte, ist nicht aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreSession</name>
    <message>
        <source>Lost the connection to %1: %2</source>
        <translation>Verbindung zu %1 verloren: %2</translation>
    </message>
    <message>
        <source>exploration %1 (%2)</source>
        <translation>Exploration %1 (%2)</translation>
    </message>
    <message>
        <source>reads back %1</source>
        <translation>zurückgelesen: %1</translation>
    </message>
    <message>
        <source> (rolled back)</source>
        <translation> (zurückgenommen)</translation>
    </message>
    <message>
        <source>%1 could not be rolled back at once; it is restored when the exploration ends.</source>
        <translation>%1 konnte nicht sofort zurückgenommen werden; es wird am Ende der Exploration wiederhergestellt.</translation>
    </message>
    <message>
        <source>Could not read %1 after the change: %2</source>
        <translation>%1 konnte nach der Änderung nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Restoring %1</source>
        <translation>%1 wird wiederhergestellt</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>Could not restore %1 (%2): run &apos;tunebench-cli restore %1&apos; when it is reachable again</source>
        <translation>%1 konnte nicht wiederhergestellt werden (%2): führen Sie &apos;tunebench-cli restore %1&apos; aus, sobald der Host wieder erreichbar ist</translation>
    </message>
    <message>
        <source>%1 restored and verified</source>
        <translation>%1 wiederhergestellt und verifiziert</translation>
    </message>
    <message>
        <source>An exploration session runs once; start a new session.</source>
        <translation>Eine Explorationssitzung läuft nur einmal; starten Sie eine neue Sitzung.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) not applied: the exploration ended first.</source>
        <translation>
            <numerusform>%n Änderung nicht angewendet: die Exploration war vorher zu Ende.</numerusform>
            <numerusform>%n Änderungen nicht angewendet: die Exploration war vorher zu Ende.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exploration %1 %2</source>
        <translation>Exploration %1 %2</translation>
    </message>
    <message>
        <source>Connecting to %1 and %2</source>
        <translation>Verbindung zu %1 und %2 wird aufgebaut</translation>
    </message>
    <message>
        <source>Checking netserver on %1</source>
        <translation>netserver auf %1 wird geprüft</translation>
    </message>
    <message>
        <source>Checking netperf on %1</source>
        <translation>netperf auf %1 wird geprüft</translation>
    </message>
    <message>
        <source>netperf is missing on %1</source>
        <translation>netperf fehlt auf %1</translation>
    </message>
    <message>
        <source>netperf on %1 has no demo mode (-D), so it cannot report interim results: install a netperf built with --enable-demo (Debian&apos;s netperf has it)</source>
        <translation>netperf auf %1 hat keinen Demo-Modus (-D) und kann daher keine Zwischenergebnisse liefern: installieren Sie ein mit --enable-demo gebautes netperf (das von Debian ist so gebaut)</translation>
    </message>
    <message>
        <source>Snapshot of %1</source>
        <translation>Snapshot von %1</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Telemetry on %1 keeps stopping; the exploration goes on without it.</source>
        <translation>Die Telemetrie auf %1 bricht immer wieder ab; die Exploration läuft ohne sie weiter.</translation>
    </message>
    <message>
        <source>ended with the exploration</source>
        <translation>mit der Exploration beendet</translation>
    </message>
    <message>
        <source>netperf failed %1 times in a row; the last time: %2</source>
        <translation>netperf ist %1-mal hintereinander fehlgeschlagen; zuletzt: %2</translation>
    </message>
    <message>
        <source>netperf run %1 failed (%2); starting the next one</source>
        <translation>netperf-Lauf %1 ist fehlgeschlagen (%2); der nächste wird gestartet</translation>
    </message>
    <message>
        <source>cancelled: the exploration was ending</source>
        <translation>abgebrochen: die Exploration ging zu Ende</translation>
    </message>
    <message>
        <source>%1 is in use by %2; waiting</source>
        <translation>%1 wird von %2 benutzt; es wird gewartet</translation>
    </message>
    <message>
        <source>Leasing %1 and %2</source>
        <translation>%1 und %2 werden reserviert</translation>
    </message>
    <message>
        <source>Publishing exploration %1 to %2</source>
        <translation>Erkundung %1 wird in %2 veröffentlicht</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreTimeline</name>
    <message>
        <source>the transaction rate</source>
        <translation>die Transaktionsrate</translation>
    </message>
    <message>
        <source>There is no segment %1; this exploration has %2.</source>
        <translation>Es gibt kein Segment %1; diese Exploration hat %2.</translation>
    </message>
    <message>
        <source>Compare two different segments.</source>
        <translation>Vergleichen Sie zwei verschiedene Segmente.</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <source>Segments %1 and %2 cannot be compared yet: %3 Wait for more intervals (each segment loses its first %4 s to settling).</source>
        <translation>Die Segmente %1 und %2 können noch nicht verglichen werden: %3 Warten Sie auf weitere Intervalle (jedes Segment verliert seine ersten %4 s an das Einschwingen).</translation>
    </message>
    <message>
        <source>Segments are stretches of one continuous run, not independent runs: the intervals were measured one after the other under changing conditions, and successive intervals are correlated, so the p-values above are smaller than they should be and a &apos;significant&apos; difference may be drift, or anything else that changed at the same time as the tunable. Treat this as a hint; to test it, make an A/B experiment from these two segments and run it with repetitions.</source>
        <translation>Segmente sind Abschnitte eines einzigen durchgehenden Laufs, keine unabhängigen Läufe: die Intervalle wurden nacheinander unter sich ändernden Bedingungen gemessen, und aufeinanderfolgende Intervalle sind korreliert; die p-Werte oben sind daher kleiner, als sie sein sollten, und ein &apos;signifikanter&apos; Unterschied kann Drift sein oder irgendetwas anderes, das sich gleichzeitig mit dem Tunable geändert hat. Betrachten Sie dies als Hinweis; um es zu prüfen, erstellen Sie aus diesen beiden Segmenten ein A/B-Experiment und führen es mit Wiederholungen aus.</translation>
    </message>
    <message>
        <source>applied</source>
        <extracomment>a tunables change on a host: every key written and verified</extracomment>
        <translation>angewendet</translation>
    </message>
    <message>
        <source>partly applied</source>
        <extracomment>a tunables change on a host: some keys changed, others failed</extracomment>
        <translation>teilweise angewendet</translation>
    </message>
    <message>
        <source>unchanged</source>
        <extracomment>a tunables change on a host: the host already had these values</extracomment>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>a tunables change on a host: nothing changed</extracomment>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreView</name>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Transaction rate</source>
        <translation>Transaktionsrate</translation>
    </message>
    <message>
        <source>Tr/s</source>
        <translation>Tr/s</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Service demand</source>
        <translation>Service-Demand</translation>
    </message>
    <message>
        <source>µs/Tr</source>
        <translation>µs/Tr</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>Interrupts</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <source>Context switches</source>
        <translation>Kontextwechsel</translation>
    </message>
    <message>
        <source>Exploration</source>
        <translation>Exploration</translation>
    </message>
    <message>
        <source>default: the server&apos;s address</source>
        <translation>Standard: die Adresse des Servers</translation>
    </message>
    <message>
        <source>e.g. eth0</source>
        <translation>z. B. eth0</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After each change, this long is left out of the segment&apos;s statistics</source>
        <translation>So lange wird nach jeder Änderung aus der Statistik des Segments herausgelassen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top and Restore</source>
        <translation>S&amp;toppen und wiederherstellen</translation>
    </message>
    <message>
        <source>End the exploration: netperf stops and every change is restored and verified</source>
        <translation>Die Exploration beenden: netperf stoppt, und jede Änderung wird wiederhergestellt und verifiziert</translation>
    </message>
    <message>
        <source>Client:</source>
        <translation>Client:</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Data address:</source>
        <translation>Datenadresse:</translation>
    </message>
    <message>
        <source>Test:</source>
        <translation>Test:</translation>
    </message>
    <message>
        <source>Request / response:</source>
        <translation>Request / Response:</translation>
    </message>
    <message>
        <source>Interval / settling:</source>
        <translation>Intervall / Einschwingen:</translation>
    </message>
    <message>
        <source>Tunables (edit and apply while it runs)</source>
        <translation>Tunables (im laufenden Betrieb bearbeiten und anwenden)</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>or type a change: server adaptive-rx=off rx-usecs=0</source>
        <translation>oder eine Änderung eingeben: server adaptive-rx=off rx-usecs=0</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>An&amp;wenden</translation>
    </message>
    <message>
        <source>Apply the edited values (or the typed change) now, journaled and verified</source>
        <translation>Die bearbeiteten Werte (oder die eingegebene Änderung) jetzt anwenden, im Journal vermerkt und verifiziert</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Changes and segments</source>
        <translation>Änderungen und Segmente</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>From–to (s)</source>
        <translation>Von–bis (s)</translation>
    </message>
    <message>
        <source>Median rate</source>
        <translation>Median-Rate</translation>
    </message>
    <message>
        <source>SD local</source>
        <translation>SD lokal</translation>
    </message>
    <message>
        <source>SD remote</source>
        <translation>SD entfernt</translation>
    </message>
    <message>
        <source>Interrupts/s</source>
        <translation>Interrupts/s</translation>
    </message>
    <message>
        <source>Ctx switches/s</source>
        <translation>Kontextw./s</translation>
    </message>
    <message>
        <source>Select two segments to compare them or to make an A/B experiment of their configurations</source>
        <translation>Wählen Sie zwei Segmente, um sie zu vergleichen oder aus ihren Konfigurationen ein A/B-Experiment zu machen</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Verglei&amp;chen</translation>
    </message>
    <message>
        <source>Make A/B &amp;Experiment</source>
        <translation>A/B-Experi&amp;ment erstellen</translation>
    </message>
    <message>
        <source>An experiment with the two segments&apos; configurations as arms, ready to run with repetitions</source>
        <translation>Ein Experiment mit den Konfigurationen der beiden Segmente als Arme, bereit für Läufe mit Wiederholungen</translation>
    </message>
    <message>
        <source>repetitions: </source>
        <translation>Wiederholungen: </translation>
    </message>
    <message>
        <source>fixed by the driver</source>
        <translation>vom Treiber festgelegt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2; not supported here: %3</source>
        <translation>%1, %2; hier nicht unterstützt: %3</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (fehlgeschlagen)</translation>
    </message>
    <message>
        <source>%1 (partly)</source>
        <translation>%1 (teilweise)</translation>
    </message>
    <message>
        <source>%1 s  %2 — %3</source>
        <translation>%1 s  %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (verified %4)%5</source>
        <translation>%1: %2 → %3 (verifiziert %4)%5</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 settled intervals</source>
        <translation>%1 eingeschwungene Intervalle</translation>
    </message>
    <message>
        <source>Segment %1 vs segment %2</source>
        <translation>Segment %1 vs. Segment %2</translation>
    </message>
    <message>
        <source># %1</source>
        <translation># %1</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message numerus="yes">
        <source>Stored exploration %1 (%2, %3): %n change(s). Compare its segments or make an experiment from two of them; Start begins a new exploration with these settings.</source>
        <translation>
            <numerusform>Gespeicherte Exploration %1 (%2, %3): %n Änderung. Vergleichen Sie ihre Segmente oder erstellen Sie aus zweien davon ein Experiment; Starten beginnt eine neue Exploration mit diesen Einstellungen.</numerusform>
            <numerusform>Gespeicherte Exploration %1 (%2, %3): %n Änderungen. Vergleichen Sie ihre Segmente oder erstellen Sie aus zweien davon ein Experiment; Starten beginnt eine neue Exploration mit diesen Einstellungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>also changed: %1</source>
        <translation>auch geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n other setting(s))</source>
        <translation>
            <numerusform>%1 (+%n weitere Einstellung)</numerusform>
            <numerusform>%1 (+%n weitere Einstellungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not understood: %2</source>
        <translation>%1: nicht verstanden: %2</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
</context>
<context>
    <name>Tunebench::ExportDialog</name>
    <message>
        <source>For a browser or a wiki: the tables, verdicts and every chart in one file that loads nothing from elsewhere.</source>
        <translation>Für einen Browser oder ein Wiki: die Tabellen, Urteile und alle Diagramme in einer Datei, die nichts von anderswo nachlädt.</translation>
    </message>
    <message>
        <source>For printing and attaching: the same report as pages, the charts as vectors.</source>
        <translation>Zum Drucken und Anhängen: derselbe Bericht als Seiten, die Diagramme als Vektorgrafik.</translation>
    </message>
    <message>
        <source>For a repository or a ticket: text tables, each chart as a PNG file in the same folder.</source>
        <translation>Für ein Repository oder ein Ticket: Texttabellen, jedes Diagramm als PNG-Datei im selben Ordner.</translation>
    </message>
    <message>
        <source>For a mailing list: at most 80 columns, no tabs, netperf command lines wrapped as a shell reads them; no charts.</source>
        <translation>Für eine Mailingliste: höchstens 80 Spalten, keine Tabs, netperf-Befehlszeilen so umbrochen, wie eine Shell sie liest; keine Diagramme.</translation>
    </message>
    <message>
        <source>For a spreadsheet: one row per run; the interim samples go to a second file, NAME.samples.csv.</source>
        <translation>Für eine Tabellenkalkulation: eine Zeile pro Lauf; die Zwischenwerte kommen in eine zweite Datei, NAME.samples.csv.</translation>
    </message>
    <message>
        <source>Everything stored about the experiment, raw netperf output included; File → Import reads it back into any Tunebench.</source>
        <translation>Alles, was über das Experiment gespeichert ist, einschließlich der rohen netperf-Ausgabe; Datei → Importieren liest es in jedes Tunebench wieder ein.</translation>
    </message>
    <message>
        <source>For Flent&apos;s plots and statistics (flent -i FILE): each run is a series of its interim rates.</source>
        <translation>Für Flents Plots und Statistiken (flent -i DATEI): jeder Lauf ist eine Reihe seiner Zwischenraten.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Experiment %1</source>
        <translation>Experiment %1</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>&amp;Speichern unter:</translation>
    </message>
    <message>
        <source>Show HTML s&amp;ource</source>
        <translation>HTML-&amp;Quelltext anzeigen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Reading experiment %1 from the results database…</source>
        <translation>Experiment %1 wird aus der Ergebnisdatenbank gelesen…</translation>
    </message>
    <message>
        <source>The report cannot be built: %1</source>
        <translation>Der Bericht kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Rendering the %1 preview…</source>
        <translation>Die %1-Vorschau wird erstellt…</translation>
    </message>
    <message>
        <source>No preview: %1</source>
        <translation>Keine Vorschau: %1</translation>
    </message>
    <message>
        <source>%1, exactly as it will be written.</source>
        <translation>%1, genau so, wie die Datei geschrieben wird.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;(a chart: it is in the exported file)&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;(ein Diagramm: es ist in der exportierten Datei enthalten)&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>PDF: %n page(s), %1.</source>
        <translation>
            <numerusform>PDF: %n Seite, %1.</numerusform>
            <numerusform>PDF: %n Seiten, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sections:</source>
        <translation>Abschnitte:</translation>
    </message>
    <message numerus="yes">
        <source>%n chart(s), drawn as vectors:</source>
        <translation>
            <numerusform>%n Diagramm, als Vektorgrafik gezeichnet:</numerusform>
            <numerusform>%n Diagramme, als Vektorgrafik gezeichnet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Flent data file, gzipped: %1.</source>
        <translation>Flent-Datendatei, mit gzip komprimiert: %1.</translation>
    </message>
    <message>
        <source>Filed as Flent&apos;s &quot;%1&quot; test, one sample every %2 s.</source>
        <translation>Abgelegt als Flent-Test &quot;%1&quot;, ein Messwert alle %2 s.</translation>
    </message>
    <message numerus="yes">
        <source>%n series (one per run):</source>
        <translation>
            <numerusform>%n Reihe (eine pro Lauf):</numerusform>
            <numerusform>%n Reihen (eine pro Lauf):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n interim sample(s)</source>
        <translation>
            <numerusform>%1: %n Zwischenwert</numerusform>
            <numerusform>%1: %n Zwischenwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Wählen Sie die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>Also writes, in the same folder: %1</source>
        <translation>Schreibt außerdem in denselben Ordner: %1</translation>
    </message>
    <message>
        <source>%1 exists and will be replaced.</source>
        <translation>%1 existiert und wird ersetzt.</translation>
    </message>
    <message>
        <source>The report is still being read from the results database; export once it is shown.</source>
        <translation>Der Bericht wird noch aus der Ergebnisdatenbank gelesen; exportieren Sie, sobald er angezeigt wird.</translation>
    </message>
    <message>
        <source>There is no report to export: %1</source>
        <translation>Es gibt keinen Bericht zum Exportieren: %1</translation>
    </message>
    <message>
        <source>Choose the file to write the report to (Browse…).</source>
        <translation>Wählen Sie die Datei, in die der Bericht geschrieben werden soll („Durchsuchen…“).</translation>
    </message>
    <message>
        <source>%1 names a %2 file, but %3 is chosen: change the format or the file name.</source>
        <translation>%1 bezeichnet eine %2-Datei, gewählt ist aber %3: ändern Sie das Format oder den Dateinamen.</translation>
    </message>
    <message>
        <source>%1 is a folder: add a file name.</source>
        <translation>%1 ist ein Ordner: ergänzen Sie einen Dateinamen.</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 and %n more file(s) beside it.</source>
        <translation>
            <numerusform>%1 und %n weitere Datei daneben geschrieben.</numerusform>
            <numerusform>%1 und %n weitere Dateien daneben geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Flent</source>
        <translation>Flent</translation>
    </message>
    <message>
        <source>The PDF as rendered: its pages, sections and charts.</source>
        <translation>Das PDF, wie es gerendert wird: seine Seiten, Abschnitte und Diagramme.</translation>
    </message>
    <message>
        <source>What the Flent file holds: one series per run.</source>
        <translation>Was die Flent-Datei enthält: eine Reihe pro Lauf.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another place (Browse…).</source>
        <translation>Der Ordner %1 existiert nicht: legen Sie ihn an oder wählen Sie einen anderen Ort („Durchsuchen…“).</translation>
    </message>
    <message>
        <source>Without charts an HTML report is a small file to paste into a wiki or attach to a bug, and a Markdown report writes no images beside it.</source>
        <translation>Ohne Diagramme ist ein HTML-Bericht eine kleine Datei, die sich in ein Wiki einfügen oder an einen Fehlerbericht anhängen lässt, und ein Markdown-Bericht schreibt keine Bilder daneben.</translation>
    </message>
    <message>
        <source>Include c&amp;harts</source>
        <translation>Dia&amp;gramme einschließen</translation>
    </message>
    <message>
        <source>For a reply on a mailing list: at most 72 columns, one compact table per arm, one verdict line per metric, only the settings that differ.</source>
        <translation>Für eine Antwort auf einer Mailingliste: höchstens 72 Spalten, eine kompakte Tabelle pro Arm, eine Urteilszeile pro Metrik, nur die Einstellungen, die sich unterscheiden.</translation>
    </message>
    <message>
        <source>mail reply</source>
        <translation>Antwort per Mail</translation>
    </message>
    <message>
        <source>Copy for &amp;Mail</source>
        <translation>Für &amp;Mail kopieren</translation>
    </message>
    <message>
        <source>Put the report on the clipboard as one pastes it into a reply: at most %1 columns.</source>
        <translation>Den Bericht so in die Zwischenablage legen, wie man ihn in eine Antwort einfügt: höchstens %1 Spalten.</translation>
    </message>
    <message>
        <source>Widest line: %1 of %2 columns.</source>
        <translation>Breiteste Zeile: %1 von %2 Spalten.</translation>
    </message>
    <message numerus="yes">
        <source>Copied the mail report to the clipboard: %n line(s), at most %1 columns.</source>
        <translation>
            <numerusform>Der Mail-Bericht ist in der Zwischenablage: %n Zeile, höchstens %1 Spalten.</numerusform>
            <numerusform>Der Mail-Bericht ist in der Zwischenablage: %n Zeilen, höchstens %1 Spalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::HistoryModel</name>
    <message>
        <source>%1 → %2</source>
        <extracomment>client and server of an experiment</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (%2 sweep points)</source>
        <translation>%1 (%2 Sweep-Punkte)</translation>
    </message>
    <message>
        <source>#%1 %2
%3</source>
        <translation>#%1 %2
%3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Arms</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message numerus="yes">
        <source>exploration, %n segment(s)</source>
        <extracomment>history: an exploration has segments, not a verdict</extracomment>
        <translation>
            <numerusform>Exploration, %n Segment</numerusform>
            <numerusform>Exploration, %n Segmente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1@%2</source>
        <extracomment>who ran an experiment: user@machine</extracomment>
        <translation>%1@%2</translation>
    </message>
    <message>
        <source>Run by</source>
        <translation>Ausgeführt von</translation>
    </message>
</context>
<context>
    <name>Tunebench::HistoryView</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>Lö&amp;schen...</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Akt&amp;ualisieren</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Verglei&amp;chen</translation>
    </message>
    <message>
        <source>Search names, hosts, arms, verdicts</source>
        <translation>Namen, Hosts, Arme, Urteile durchsuchen</translation>
    </message>
    <message>
        <source>Compare arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>against</source>
        <translation>vergleichen mit</translation>
    </message>
    <message>
        <source>Select one or two experiments to compare their arms.</source>
        <translation>Wählen Sie ein oder zwei Experimente, um ihre Arme zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 — #%2 %3</source>
        <extracomment>an arm in a list of arms of experiments: &quot;GRO off — #12 TSO test&quot;</extracomment>
        <translation>%1 — #%2 %3</translation>
    </message>
    <message>
        <source>Select at most two experiments to compare their arms.</source>
        <translation>Wählen Sie höchstens zwei Experimente, um ihre Arme zu vergleichen.</translation>
    </message>
    <message>
        <source>Pick two different arms to compare.</source>
        <translation>Wählen Sie zwei verschiedene Arme zum Vergleich.</translation>
    </message>
    <message>
        <source>Comparing...</source>
        <translation>Vergleich läuft...</translation>
    </message>
    <message>
        <source>The two arms have no completed runs to compare.</source>
        <translation>Die beiden Arme haben keine abgeschlossenen Läufe zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>sweep value %1</source>
        <translation>Sweep-Wert %1</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>alle Läufe</translation>
    </message>
    <message>
        <source>No comparison</source>
        <translation>Kein Vergleich</translation>
    </message>
    <message>
        <source>Delete experiment #%1 &quot;%2&quot; with all its runs and samples? This cannot be undone.</source>
        <translation>Experiment #%1 &quot;%2&quot; mit allen Läufen und Messwerten löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n experiment(s) with all their runs and samples? This cannot be undone.</source>
        <translation>
            <numerusform>%n Experiment mit allen Läufen und Messwerten löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n Experimente mit allen Läufen und Messwerten löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete experiments</source>
        <translation>Experimente löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Only the experiments of one user on one machine</source>
        <translation>Nur die Experimente eines Benutzers auf einem Rechner</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostAgent</name>
    <message>
        <source>an empty restore step</source>
        <translation>ein leerer Wiederherstellungsschritt</translation>
    </message>
    <message>
        <source>the restore step &apos;%1&apos; has a line break in an argument, which the host agent cannot take</source>
        <translation>der Wiederherstellungsschritt „%1“ hat einen Zeilenumbruch in einem Argument, den der Host-Agent nicht annehmen kann</translation>
    </message>
    <message>
        <source>%1 cannot be leased (%2): Tunebench goes on, but nothing keeps another Tunebench from changing it at the same time</source>
        <translation>%1 kann nicht reserviert werden (%2): Tunebench macht weiter, aber nichts hält ein anderes Tunebench davon ab, ihn gleichzeitig zu ändern</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 heard nothing from Tunebench for the grace period, put its tunables back itself and ended the lease</source>
        <translation>%1 hat während der Karenzzeit nichts von Tunebench gehört, seine Tunables selbst zurückgesetzt und die Reservierung beendet</translation>
    </message>
    <message>
        <source>%1 put its tunables back itself and ended the lease (%2)</source>
        <translation>%1 hat seine Tunables selbst zurückgesetzt und die Reservierung beendet (%2)</translation>
    </message>
    <message>
        <source>the lease on %1 ended: %2</source>
        <translation>die Reservierung von %1 endete: %2</translation>
    </message>
    <message>
        <source>the lease on %1 ended</source>
        <translation>die Reservierung von %1 endete</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>the Tunebench agent on %1 stopped (%2)</source>
        <translation>der Tunebench-Agent auf %1 hat aufgehört (%2)</translation>
    </message>
    <message>
        <source>this agent was started already</source>
        <translation>dieser Agent wurde schon gestartet</translation>
    </message>
    <message>
        <source>%1 is a host this experiment has leased already under another name</source>
        <translation>%1 ist ein Host, den dieses Experiment schon unter einem anderen Namen reserviert hat</translation>
    </message>
    <message>
        <source>cancelled while waiting for %1</source>
        <translation>beim Warten auf %1 abgebrochen</translation>
    </message>
    <message>
        <source>%1 is in use by %2; gave up after waiting %3 s</source>
        <translation>%1 wird von %2 benutzt; nach %3 s Warten aufgegeben</translation>
    </message>
    <message>
        <source>another Tunebench</source>
        <translation>einem anderen Tunebench</translation>
    </message>
    <message>
        <source>the Tunebench agent on %1 did not answer</source>
        <translation>der Tunebench-Agent auf %1 hat nicht geantwortet</translation>
    </message>
    <message>
        <source>the Tunebench agent on %1 refused: %2</source>
        <translation>der Tunebench-Agent auf %1 hat abgelehnt: %2</translation>
    </message>
    <message>
        <source>cannot read what %1 restored on its own: %2</source>
        <translation>was %1 selbst wiederhergestellt hat, kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot remove the restore records on %1: %2</source>
        <translation>die Wiederherstellungsaufzeichnungen auf %1 können nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>cannot reach the Tunebench agent on %1: %2</source>
        <translation>der Tunebench-Agent auf %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the Tunebench agent on %1 did not take the confirmation</source>
        <translation>der Tunebench-Agent auf %1 hat die Bestätigung nicht angenommen</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostClock</name>
    <message>
        <source>%1 s ahead of this machine&apos;s</source>
        <extracomment>a host&apos;s clock against the clock of the machine Tunebench runs on</extracomment>
        <translation>%1 s vor der dieses Rechners</translation>
    </message>
    <message>
        <source>%1 s behind this machine&apos;s</source>
        <extracomment>a host&apos;s clock against the clock of the machine Tunebench runs on</extracomment>
        <translation>%1 s hinter der dieses Rechners</translation>
    </message>
    <message>
        <source>in step with this machine&apos;s</source>
        <extracomment>a host&apos;s clock against the clock of the machine Tunebench runs on</extracomment>
        <translation>im Gleichlauf mit der dieses Rechners</translation>
    </message>
    <message>
        <source>The clock of %1 is %2: the times netperf prints (&quot;ending at&quot;) are misleading. Tunebench puts every time on this machine&apos;s clock; synchronise the clocks (chrony, ntpd) for the hosts&apos; own output and logs to agree.</source>
        <translation>Die Uhr von %1 geht %2: Die Zeiten, die netperf ausgibt („ending at“), führen in die Irre. Tunebench bringt jede Zeit auf die Uhr dieses Rechners; synchronisieren Sie die Uhren (chrony, ntpd), damit auch die Ausgaben und Protokolle der Hosts übereinstimmen.</translation>
    </message>
    <message>
        <source>The clock of %1 could not be read (%2): its offset from this machine&apos;s comes from when its samples arrive.</source>
        <translation>Die Uhr von %1 ließ sich nicht lesen (%2): Ihr Versatz zur Uhr dieses Rechners ergibt sich aus der Ankunft ihrer Messwerte.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; failed on %2: %3</source>
        <translation>„%1“ ist auf %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 printed no time: %3</source>
        <translation>„%1“ gab auf %2 keine Zeit aus: %3</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostEditDialog</name>
    <message>
        <source>Run root commands through sudo -n when not logged in as root</source>
        <translation>Root-Befehle über sudo -n ausführen, wenn nicht als root angemeldet</translation>
    </message>
    <message>
        <source>Add Host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>Edit Host</source>
        <translation>Host bearbeiten</translation>
    </message>
    <message>
        <source>an ~/.ssh/config alias, or any name</source>
        <translation>ein Alias aus ~/.ssh/config oder ein beliebiger Name</translation>
    </message>
    <message>
        <source>empty: the name is an ~/.ssh/config alias</source>
        <translation>leer: der Name ist ein Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <source>default (ssh_config or 22)</source>
        <translation>Standard (ssh_config oder 22)</translation>
    </message>
    <message>
        <source>default (ssh_config or your user name)</source>
        <translation>Standard (ssh_config oder Ihr Benutzername)</translation>
    </message>
    <message>
        <source>default (ssh-agent, ssh_config&apos;s IdentityFile)</source>
        <translation>Standard (ssh-agent, IdentityFile aus ssh_config)</translation>
    </message>
    <message>
        <source>e.g. eth0: the NIC under test</source>
        <translation>z. B. eth0: die getestete NIC</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a private key file</source>
        <translation>Eine Datei mit privatem Schlüssel wählen</translation>
    </message>
    <message>
        <source>Identity File</source>
        <translation>Identitätsdatei</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>Identitäts&amp;datei:</translation>
    </message>
    <message>
        <source>&amp;Interface:</source>
        <translation>&amp;Interface:</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostKeyDialog</name>
    <message>
        <source>Host key changed: %1</source>
        <translation>Host-Schlüssel geändert: %1</translation>
    </message>
    <message>
        <source>Unknown host key: %1</source>
        <translation>Unbekannter Host-Schlüssel: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The host key of %1 has changed.&lt;/b&gt; Someone may be intercepting the connection (a man-in-the-middle attack), or the host was reinstalled. Tunebench refuses to connect. If you know why the key changed, remove the old key from your known_hosts file and connect again.</source>
        <translation>&lt;b&gt;Der Host-Schlüssel von %1 hat sich geändert.&lt;/b&gt; Möglicherweise wird die Verbindung abgefangen (ein Man-in-the-Middle-Angriff), oder der Host wurde neu installiert. Tunebench verweigert die Verbindung. Wenn Sie wissen, warum sich der Schlüssel geändert hat, entfernen Sie den alten Schlüssel aus Ihrer known_hosts-Datei und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>Tunebench has never connected to &lt;b&gt;%1&lt;/b&gt; before. Check the fingerprint with the host&apos;s administrator (&lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub&lt;/tt&gt; on the host) before you trust it.</source>
        <translation>Tunebench war noch nie mit &lt;b&gt;%1&lt;/b&gt; verbunden. Prüfen Sie den Fingerabdruck mit der Administration des Hosts (&lt;tt&gt;ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub&lt;/tt&gt; auf dem Host), bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>Schlüsseltyp:</translation>
    </message>
    <message>
        <source>Offered key:</source>
        <translation>Angebotener Schlüssel:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <source>Key on record:</source>
        <translation>Hinterlegter Schlüssel:</translation>
    </message>
    <message>
        <source>Recorded in:</source>
        <translation>Hinterlegt in:</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>To remove it:</source>
        <translation>Zum Entfernen:</translation>
    </message>
    <message>
        <source>Copy Command</source>
        <translation>Befehl kopieren</translation>
    </message>
    <message>
        <source>Trust and Connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostLeases</name>
    <message>
        <source>%1 could not be leased</source>
        <translation>%1 konnte nicht reserviert werden</translation>
    </message>
    <message>
        <source>%1 is not leased</source>
        <translation>%1 ist nicht reserviert</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostProbe</name>
    <message>
        <source>The system facts could not be read: %1</source>
        <translation>Die Systemangaben konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>sudo is not installed on %1: install it or connect as root</source>
        <translation>sudo ist auf %1 nicht installiert: installieren Sie es oder verbinden Sie sich als root</translation>
    </message>
    <message>
        <source>&apos;sudo -n true&apos; failed on %1: %2</source>
        <translation>&apos;sudo -n true&apos; ist auf %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>No root privileges on %1 (needed to change tunables): %2</source>
        <translation>Keine Root-Rechte auf %1 (nötig, um Tunables zu ändern): %2</translation>
    </message>
    <message>
        <source>&apos;ip -j -d addr show&apos; failed on %1 (%2): install iproute2</source>
        <translation>&apos;ip -j -d addr show&apos; ist auf %1 fehlgeschlagen (%2): installieren Sie iproute2</translation>
    </message>
    <message>
        <source>%1 is missing on %2: %3</source>
        <translation>%1 fehlt auf %2: %3</translation>
    </message>
    <message>
        <source>netperf on %1 was built without --enable-demo, so it cannot report interim results (-D): rebuild it with &apos;./configure --enable-demo&apos;</source>
        <translation>netperf auf %1 wurde ohne --enable-demo gebaut und kann daher keine Zwischenergebnisse liefern (-D): bauen Sie es mit &apos;./configure --enable-demo&apos; neu</translation>
    </message>
    <message>
        <source>Every command on %1 starts a login shell of its own, so start-up files such as ~/.bashrc run for each one (%2)</source>
        <translation>Jeder Befehl auf %1 startet eine eigene Login-Shell, daher laufen Startdateien wie ~/.bashrc für jeden einzelnen (%2)</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostTunablesView</name>
    <message>
        <source>Read &amp;Tunables</source>
        <translation>&amp;Tunables lesen</translation>
    </message>
    <message>
        <source>Only what cannot be set</source>
        <translation>Nur, was sich nicht setzen lässt</translation>
    </message>
    <message>
        <source>The interface whose driver settings are read; empty reads only the kernel&apos;s sysctls</source>
        <translation>Die Schnittstelle, deren Treibereinstellungen gelesen werden; leer liest nur die sysctls des Kernels</translation>
    </message>
    <message>
        <source>Read every tunable of this interface and host, with what the driver supports</source>
        <translation>Alle Tunables dieser Schnittstelle und dieses Hosts lesen, mit dem, was der Treiber unterstützt</translation>
    </message>
    <message>
        <source>Filter keys, values and reasons</source>
        <translation>Schlüssel, Werte und Gründe filtern</translation>
    </message>
    <message>
        <source>Show only the keys that are fixed, unsupported or read only, with why</source>
        <translation>Nur die Schlüssel zeigen, die fest, nicht unterstützt oder nur lesbar sind, mit Grund</translation>
    </message>
    <message>
        <source>Interface:</source>
        <translation>Schnittstelle:</translation>
    </message>
    <message>
        <source>%1, no interface (sysctls only)</source>
        <translation>%1, keine Schnittstelle (nur sysctls)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>driver %1 %2</source>
        <translation>Treiber %1 %2</translation>
    </message>
    <message>
        <source>, firmware %1</source>
        <translation>, Firmware %1</translation>
    </message>
    <message>
        <source>read at %1</source>
        <translation>gelesen um %1</translation>
    </message>
    <message numerus="yes">
        <source>%n can be set</source>
        <translation>
            <numerusform>%n lässt sich setzen</numerusform>
            <numerusform>%n lassen sich setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fixed by the driver</source>
        <translation>
            <numerusform>%n vom Treiber festgelegt</numerusform>
            <numerusform>%n vom Treiber festgelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not supported</source>
        <translation>
            <numerusform>%n nicht unterstützt</numerusform>
            <numerusform>%n nicht unterstützt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read only</source>
        <translation>
            <numerusform>%n nur lesbar</numerusform>
            <numerusform>%n nur lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a host to see what its driver and kernel let Tunebench set.</source>
        <translation>Wählen Sie einen Host, um zu sehen, was Tunebench bei seinem Treiber und Kernel setzen kann.</translation>
    </message>
    <message>
        <source>Reading the tunables of %1%2…</source>
        <translation>Lese die Tunables von %1%2…</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c0392b&quot;&gt;Could not read %1%2: %3&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c0392b&quot;&gt;%1%2 ließ sich nicht lesen: %3&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Press Read Tunables to see, per key, what the driver of %1 supports.</source>
        <translation>Drücken Sie „Tunables lesen“, um je Schlüssel zu sehen, was der Treiber von %1 unterstützt.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n line(s) of the tool&apos;s output not understood&lt;/b&gt; — shown as printed, never set:</source>
        <translation>
            <numerusform>&lt;b&gt;%n Zeile der Werkzeugausgabe nicht verstanden&lt;/b&gt; – wie ausgegeben gezeigt, nie gesetzt:</numerusform>
            <numerusform>&lt;b&gt;%n Zeilen der Werkzeugausgabe nicht verstanden&lt;/b&gt; – wie ausgegeben gezeigt, nie gesetzt:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::HostsForm</name>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>A host from the hosts list, or any host argument: [user@]host[:port] or an ~/.ssh/config alias</source>
        <translation>Ein Host aus der Host-Liste oder eine beliebige Host-Angabe: [user@]host[:port] oder ein Alias aus ~/.ssh/config</translation>
    </message>
    <message>
        <source>default: the server&apos;s address</source>
        <translation>Standard: die Adresse des Servers</translation>
    </message>
    <message>
        <source>Where the test&apos;s data connection goes (netperf -- -H), e.g. the address of the NIC under test</source>
        <translation>Wohin die Datenverbindung des Tests geht (netperf -- -H), z. B. die Adresse der getesteten NIC</translation>
    </message>
    <message>
        <source>NIC under test, e.g. eth0</source>
        <translation>Getestete NIC, z. B. eth0</translation>
    </message>
    <message>
        <source>Client:</source>
        <translation>Client:</translation>
    </message>
    <message>
        <source>Client interface:</source>
        <translation>Client-Interface:</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Server interface:</source>
        <translation>Server-Interface:</translation>
    </message>
    <message>
        <source>Data address:</source>
        <translation>Datenadresse:</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostsModel</name>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>ssh_config alias</source>
        <translation>Alias aus ssh_config</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>, sudo</source>
        <translation>, sudo</translation>
    </message>
    <message>
        <source>always available</source>
        <translation>immer verfügbar</translation>
    </message>
    <message>
        <source>The built-in host: commands run on this machine, without SSH</source>
        <translation>Der eingebaute Host: Befehle laufen auf diesem Rechner, ohne SSH</translation>
    </message>
    <message>
        <source>Host argument: %1</source>
        <translation>Host-Angabe: %1</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>Tunebench::HostsView</name>
    <message>
        <source>&amp;Add…</source>
        <translation>Hin&amp;zufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>&amp;Probe</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Connect and find out what the host is and can do: privileges, netperf, ethtool, interfaces</source>
        <translation>Verbinden und herausfinden, was der Host ist und kann: Rechte, netperf, ethtool, Interfaces</translation>
    </message>
    <message>
        <source>Select a host and press Probe to see what it can do.</source>
        <translation>Wählen Sie einen Host und klicken Sie auf Prüfen, um zu sehen, was er kann.</translation>
    </message>
    <message>
        <source>Add Host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>Edit Host</source>
        <translation>Host bearbeiten</translation>
    </message>
    <message>
        <source>Remove Host</source>
        <translation>Host entfernen</translation>
    </message>
    <message>
        <source>Remove the host &quot;%1&quot; from Tunebench? Results measured on it stay in the history.</source>
        <translation>Den Host &quot;%1&quot; aus Tunebench entfernen? Auf ihm gemessene Ergebnisse bleiben im Verlauf.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Probing %1…&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 wird geprüft…&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>missing — %1</source>
        <translation>fehlt — %1</translation>
    </message>
    <message>
        <source>install it</source>
        <translation>installieren</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>%1 (uid %2)</source>
        <translation>%1 (uid %2)</translation>
    </message>
    <message>
        <source>Privilege</source>
        <translation>Rechte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Host-Schlüssel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>%1, kernel %2, %3</source>
        <translation>%1, Kernel %2, %3</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>netperf</source>
        <translation>netperf</translation>
    </message>
    <message>
        <source>, demo mode (-D)</source>
        <translation>, Demo-Modus (-D)</translation>
    </message>
    <message>
        <source>, no demo mode</source>
        <translation>, kein Demo-Modus</translation>
    </message>
    <message>
        <source>netserver</source>
        <translation>netserver</translation>
    </message>
    <message>
        <source>ethtool</source>
        <translation>ethtool</translation>
    </message>
    <message>
        <source>Interfaces</source>
        <translation>Interfaces</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Tunables</source>
        <translation>Tunables</translation>
    </message>
</context>
<context>
    <name>Tunebench::ImportArmsEditor</name>
    <message>
        <source>&amp;Group runs:</source>
        <translation>Läufe &amp;gruppieren:</translation>
    </message>
    <message>
        <source>From the text&apos;s story</source>
        <translation>Nach dem Verlauf des Textes</translation>
    </message>
    <message>
        <source>One arm per file</source>
        <translation>Ein Arm je Datei</translation>
    </message>
    <message>
        <source>All in one arm</source>
        <translation>Alle in einem Arm</translation>
    </message>
    <message>
        <source>From the story: tests whose parameters, configuration commands or lead-in lines differ go to different arms.</source>
        <translation>Nach dem Verlauf: Tests, deren Parameter, Konfigurationsbefehle oder einleitende Zeilen sich unterscheiden, kommen in verschiedene Arme.</translation>
    </message>
    <message>
        <source>Move &amp;to:</source>
        <translation>Verschieben &amp;nach:</translation>
    </message>
    <message>
        <source>An arm of the list, or a new label for a new arm.</source>
        <translation>Ein Arm der Liste oder ein neuer Name für einen neuen Arm.</translation>
    </message>
    <message>
        <source>&amp;Move Runs</source>
        <translation>Läufe &amp;verschieben</translation>
    </message>
    <message>
        <source>M&amp;erge Arms</source>
        <translation>Arme &amp;zusammenführen</translation>
    </message>
    <message>
        <source>The selected arms become one, with the label of the first.</source>
        <translation>Die ausgewählten Arme werden einer, mit dem Namen des ersten.</translation>
    </message>
    <message>
        <source>Re&amp;name Arm</source>
        <translation>Arm &amp;umbenennen</translation>
    </message>
    <message>
        <source>The comparison as it will be stored:</source>
        <translation>Der Vergleich, wie er gespeichert wird:</translation>
    </message>
    <message>
        <source>Regroup runs</source>
        <translation>Läufe neu gruppieren</translation>
    </message>
    <message>
        <source>Group the runs anew? The arms you arranged (runs moved, arms merged or renamed) are replaced by the arms the new grouping proposes.</source>
        <translation>Die Läufe neu gruppieren? Die Arme, die Sie eingerichtet haben (Läufe verschoben, Arme zusammengeführt oder umbenannt), werden durch die Arme ersetzt, die die neue Gruppierung vorschlägt.</translation>
    </message>
    <message>
        <source>&amp;Regroup</source>
        <translation>&amp;Neu gruppieren</translation>
    </message>
    <message>
        <source>&amp;Keep My Arms</source>
        <translation>Meine Arme &amp;behalten</translation>
    </message>
</context>
<context>
    <name>Tunebench::ImportArmsModel</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Arm and its runs</source>
        <translation>Arm und seine Läufe</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
</context>
<context>
    <name>Tunebench::ImportDialog</name>
    <message>
        <source>Cannot keep the pasted text in a temporary file (%1): check that the temporary folder %2 is writable.</source>
        <translation>Der eingefügte Text kann nicht in einer temporären Datei abgelegt werden (%1): prüfen Sie, ob der temporäre Ordner %2 beschreibbar ist.</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>eingefügter Text</translation>
    </message>
    <message>
        <source>netperf output, arm “%1”: %2</source>
        <translation>netperf-Ausgabe, Arm „%1“: %2</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Import netperf output (a log, a terminal capture, a mail; wrapped and quoted lines are read too) or a Tunebench JSON export. Nothing is stored until you press Import.</source>
        <translation>netperf-Ausgaben (ein Log, ein Terminal-Mitschnitt, eine Mail; auch umbrochene und zitierte Zeilen werden gelesen) oder einen Tunebench-JSON-Export importieren. Gespeichert wird erst, wenn Sie „Importieren“ drücken.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Arm label</source>
        <translation>Arm-Label</translation>
    </message>
    <message>
        <source>The arm the file&apos;s runs go to (double-click to change): files with different labels are compared as A and B.</source>
        <translation>Der Arm, dem die Läufe der Datei zugeordnet werden (Doppelklick zum Ändern): Dateien mit verschiedenen Labels werden als A und B verglichen.</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>&amp;Files</source>
        <translation>&amp;Dateien</translation>
    </message>
    <message>
        <source>Paste netperf output here.</source>
        <translation>netperf-Ausgabe hier einfügen.</translation>
    </message>
    <message>
        <source>pasted</source>
        <translation>eingefügt</translation>
    </message>
    <message>
        <source>Arm &amp;label:</source>
        <translation>Arm-&amp;Label:</translation>
    </message>
    <message>
        <source>&amp;Paste Text</source>
        <translation>&amp;Text einfügen</translation>
    </message>
    <message>
        <source>A new experiment named after the arms</source>
        <translation>Ein neues Experiment, benannt nach den Armen</translation>
    </message>
    <message>
        <source>When an imported experiment of this name exists, the runs are added to it as further arms; otherwise a new one of this name is created.</source>
        <translation>Gibt es bereits ein importiertes Experiment dieses Namens, werden die Läufe ihm als weitere Arme hinzugefügt; sonst wird ein neues mit diesem Namen angelegt.</translation>
    </message>
    <message>
        <source>E&amp;xperiment:</source>
        <translation>E&amp;xperiment:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Interim results within this many seconds of a run&apos;s start are left out of its rate (a new experiment only).</source>
        <translation>Zwischenergebnisse aus den ersten so vielen Sekunden eines Laufs fließen nicht in seine Rate ein (nur bei einem neuen Experiment).</translation>
    </message>
    <message>
        <source>&amp;Warm-up to leave out:</source>
        <translation>Wegzulassende &amp;Aufwärmphase:</translation>
    </message>
    <message>
        <source>What was found</source>
        <translation>Was gefunden wurde</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>netperf output and Tunebench exports (*.txt *.log *.out *.json);;All files (*)</source>
        <translation>netperf-Ausgaben und Tunebench-Exporte (*.txt *.log *.out *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add the files to import (Add Files…), or paste netperf output on the Paste Text page.</source>
        <translation>Fügen Sie die zu importierenden Dateien hinzu („Dateien hinzufügen…“) oder fügen Sie netperf-Ausgabe auf der Seite „Text einfügen“ ein.</translation>
    </message>
    <message>
        <source>Give %1 an arm label (double-click its row).</source>
        <translation>Geben Sie %1 ein Arm-Label (Doppelklick auf die Zeile).</translation>
    </message>
    <message>
        <source>Paste netperf output into the text field, or add files on the Files page.</source>
        <translation>Fügen Sie netperf-Ausgabe in das Textfeld ein oder fügen Sie auf der Seite „Dateien“ Dateien hinzu.</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n netperf run(s) will be added to the imported experiment “%1” (id %2).</source>
        <translation>
            <numerusform>%n netperf-Lauf wird dem importierten Experiment „%1“ (ID %2) hinzugefügt.</numerusform>
            <numerusform>%n netperf-Läufe werden dem importierten Experiment „%1“ (ID %2) hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n netperf run(s) will go into a new experiment, “%1”.</source>
        <translation>
            <numerusform>%n netperf-Lauf kommt in ein neues Experiment, „%1“.</numerusform>
            <numerusform>%n netperf-Läufe kommen in ein neues Experiment, „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <source>The warm-up applies to new experiments only: this one keeps its own.</source>
        <translation>Die Aufwärmphase gilt nur für neue Experimente: dieses behält seine eigene.</translation>
    </message>
    <message numerus="yes">
        <source>%n Tunebench export(s) will be imported as the experiment(s) they were; arm labels and the experiment name do not apply to them.</source>
        <translation>
            <numerusform>%n Tunebench-Export wird als das Experiment importiert, das er war; Arm-Labels und der Experimentname gelten für ihn nicht.</numerusform>
            <numerusform>%n Tunebench-Exporte werden als die Experimente importiert, die sie waren; Arm-Labels und der Experimentname gelten für sie nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to import: no netperf test with a result or interim samples, and no Tunebench export. The list below says why each part was skipped.</source>
        <translation>Nichts zu importieren: kein netperf-Test mit Ergebnis oder Zwischenwerten und kein Tunebench-Export. Die Liste unten sagt, warum jeder Teil übersprungen wurde.</translation>
    </message>
    <message>
        <source>The import is running.</source>
        <translation>Der Import läuft.</translation>
    </message>
    <message>
        <source>Wait for the preview: Import stores what it shows.</source>
        <translation>Warten Sie auf die Vorschau: „Importieren“ speichert, was sie zeigt.</translation>
    </message>
    <message>
        <source>There is nothing to import.</source>
        <translation>Es gibt nichts zu importieren.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n run(s)…</source>
        <translation>
            <numerusform>%n Lauf wird importiert…</numerusform>
            <numerusform>%n Läufe werden importiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nichts wurde importiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>%n Lauf importiert.</numerusform>
            <numerusform>%n Läufe importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The import is running: the dialog closes when it has finished.</source>
        <translation>Der Import läuft: der Dialog schließt sich, wenn er abgeschlossen ist.</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>Lesen &amp;stoppen</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Reading stopped: nothing was imported. Change the files or options to read them again.</source>
        <translation>Lesen gestoppt: Nichts wurde importiert. Ändern Sie die Dateien oder Optionen, um sie erneut zu lesen.</translation>
    </message>
    <message>
        <source>netperf output: %1</source>
        <translation>netperf-Ausgabe: %1</translation>
    </message>
</context>
<context>
    <name>Tunebench::JournalBanner</name>
    <message>
        <source>Restore now</source>
        <translation>Jetzt wiederherstellen</translation>
    </message>
    <message>
        <source>Put every changed setting back to its value before Tunebench changed it, read it back to verify, and close the journal.</source>
        <translation>Jede geänderte Einstellung auf ihren Wert von vor der Änderung durch Tunebench zurücksetzen, zur Verifikation zurücklesen und das Journal schließen.</translation>
    </message>
    <message>
        <source>Restoring the settings Tunebench changed...</source>
        <translation>Die von Tunebench geänderten Einstellungen werden wiederhergestellt...</translation>
    </message>
    <message>
        <source>Tunebench changed settings that were never put back (it stopped or lost the connection before restoring them):</source>
        <translation>Tunebench hat Einstellungen geändert, die nie zurückgesetzt wurden (es wurde beendet oder verlor die Verbindung, bevor es sie wiederherstellen konnte):</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no key left to restore, not yet verified</source>
        <translation>kein Schlüssel mehr wiederherzustellen, noch nicht verifiziert</translation>
    </message>
    <message>
        <source>• %1: %2 — changed by %3 on %4</source>
        <extracomment>host, changed keys, who changed them (an experiment), when</extracomment>
        <translation>• %1: %2 — geändert von %3 am %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1: the first changed keys, %n: how many more there are</extracomment>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• and %n more; the tooltip lists them all</source>
        <translation>
            <numerusform>• und %n weiterer; der Tooltip listet alle auf</numerusform>
            <numerusform>• und %n weitere; der Tooltip listet alle auf</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::KeySupportModel</name>
    <message>
        <source>can be set</source>
        <translation>lässt sich setzen</translation>
    </message>
    <message>
        <source>fixed by the driver</source>
        <translation>vom Treiber festgelegt</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>nur lesbar</translation>
    </message>
    <message>
        <source>%1 (max %2)</source>
        <translation>%1 (max. %2)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value now</source>
        <translation>Wert jetzt</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <source>Why, and what the driver does</source>
        <translation>Warum, und was der Treiber tut</translation>
    </message>
</context>
<context>
    <name>Tunebench::KeychainCredentialStore</name>
    <message>
        <source>nothing saved in the system keychain</source>
        <translation>nichts im Schlüsselbund des Systems gespeichert</translation>
    </message>
    <message>
        <source>the system keychain failed (%1)</source>
        <translation>der Schlüsselbund des Systems ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>no system keychain is available (no Secret Service or KWallet on this session&apos;s D-Bus)</source>
        <translation>kein Schlüsselbund des Systems verfügbar (kein Secret Service und kein KWallet auf dem D-Bus dieser Sitzung)</translation>
    </message>
    <message>
        <source>the system keychain denied access</source>
        <translation>der Schlüsselbund des Systems hat den Zugriff verweigert</translation>
    </message>
</context>
<context>
    <name>Tunebench::LiveSeriesChart</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>axis label: quantity (unit), e.g. &quot;Transaction rate (Tr/s)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Time since run start (s)</source>
        <translation>Zeit seit Laufbeginn (s)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::LiveView</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>&amp;Overlay arms</source>
        <translation>Arme ü&amp;berlagern</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Transaction rate</source>
        <translation>Transaktionsrate</translation>
    </message>
    <message>
        <source>Tr/s</source>
        <translation>Tr/s</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Service demand</source>
        <translation>Service-Demand</translation>
    </message>
    <message>
        <source>µs/Tr</source>
        <translation>µs/Tr</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>CPU utilisation</source>
        <translation>CPU-Auslastung</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>Interrupts</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <source>Context switches</source>
        <translation>Kontextwechsel</translation>
    </message>
    <message>
        <source>Pause after the current run (the hosts keep their settings); press again to resume</source>
        <translation>Nach dem aktuellen Lauf anhalten (die Hosts behalten ihre Einstellungen); erneut drücken zum Fortsetzen</translation>
    </message>
    <message>
        <source>Stop now: netperf is killed and every changed setting is restored</source>
        <translation>Sofort abbrechen: netperf wird beendet und jede geänderte Einstellung wiederhergestellt</translation>
    </message>
    <message>
        <source>Draw all arms in one panel instead of side by side</source>
        <translation>Alle Arme in einem Diagramm statt nebeneinander zeichnen</translation>
    </message>
    <message>
        <source>No experiment is running. Choose or edit one in the editor and press Run.</source>
        <translation>Es läuft kein Experiment. Wählen oder bearbeiten Sie eines im Editor und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <source>Running &quot;%1&quot;</source>
        <translation>&quot;%1&quot; läuft</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v von %m Läufen</translation>
    </message>
    <message>
        <source>%1 (paused after this run)</source>
        <translation>%1 (Pause nach diesem Lauf)</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>NIC counters</source>
        <translation>NIC-Zähler</translation>
    </message>
    <message>
        <source>Each host&apos;s CPUs over time: where the interrupts and softirqs land</source>
        <translation>Die CPUs jedes Hosts über die Zeit: wo die Interrupts und Softirqs landen</translation>
    </message>
    <message>
        <source>The test interface&apos;s counters per second: drops, misses, per-queue packets</source>
        <translation>Die Zähler der Testschnittstelle pro Sekunde: Verwerfungen, Fehlschläge, Pakete je Queue</translation>
    </message>
</context>
<context>
    <name>Tunebench::LocalProcess</name>
    <message>
        <source>&apos;%1&apos; on %2 did not finish within %3 s and was killed</source>
        <translation>&apos;%1&apos; auf %2 wurde nicht innerhalb von %3 s fertig und wurde beendet</translation>
    </message>
    <message>
        <source>empty command</source>
        <translation>leerer Befehl</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot run &apos;%1&apos; on %2: %3</source>
        <translation>&apos;%1&apos; kann auf %2 nicht ausgeführt werden: %3</translation>
    </message>
</context>
<context>
    <name>Tunebench::MainWindow</name>
    <message>
        <source>Tunebench</source>
        <translation>Tunebench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Tunebench</source>
        <translation>Ü&amp;ber Tunebench</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Qt %1</source>
        <translation>Qt %1</translation>
    </message>
    <message>
        <source>Ready: pick a preset or edit the experiment, then Run (Ctrl+R)</source>
        <translation>Bereit: Vorlage wählen oder Experiment bearbeiten, dann Starten (Strg+R)</translation>
    </message>
    <message>
        <source>&amp;Experiment</source>
        <translation>&amp;Experiment</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;Live</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Pausing after the current run</source>
        <translation>Pause nach dem aktuellen Lauf</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Fortgesetzt</translation>
    </message>
    <message>
        <source>Aborting: netperf is stopped and the hosts are restored</source>
        <translation>Abbruch: netperf wird gestoppt und die Hosts werden wiederhergestellt</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Pause / Resume</source>
        <translation>&amp;Pause / Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>&amp;Overlay Arms</source>
        <translation>Arme ü&amp;berlagern</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>&amp;New Experiment</source>
        <translation>&amp;Neues Experiment</translation>
    </message>
    <message>
        <source>&amp;Open Experiment…</source>
        <translation>Experiment ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Experiment</source>
        <translation>Experiment &amp;speichern</translation>
    </message>
    <message>
        <source>Save Experiment &amp;As…</source>
        <translation>Experiment speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>E&amp;xperiment</source>
        <translation>E&amp;xperiment</translation>
    </message>
    <message>
        <source>&amp;Copy Commands as Script</source>
        <translation>Befehle als Skript &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Experiment Editor</source>
        <translation>&amp;Experiment-Editor</translation>
    </message>
    <message>
        <source>&amp;Live View</source>
        <translation>&amp;Live-Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Started &quot;%1&quot;</source>
        <translation>&quot;%1&quot; gestartet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Run Experiment</source>
        <translation>Experiment starten</translation>
    </message>
    <message>
        <source>An experiment is already running</source>
        <translation>Es läuft bereits ein Experiment</translation>
    </message>
    <message>
        <source>Open Experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>Experiments (*.json);;All files (*)</source>
        <translation>Experimente (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Experiment</source>
        <translation>Experiment speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Experiments (*.json)</source>
        <translation>Experimente (*.json)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Quit Tunebench</source>
        <translation>Tunebench beenden</translation>
    </message>
    <message>
        <source>An experiment is running. Abort it, restore the hosts and quit?</source>
        <translation>Ein Experiment läuft. Abbrechen, die Hosts wiederherstellen und beenden?</translation>
    </message>
    <message>
        <source>Aborting and restoring the hosts before quitting…</source>
        <translation>Abbruch und Wiederherstellung der Hosts vor dem Beenden…</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>Explo&amp;ration</translation>
    </message>
    <message>
        <source>An experiment or exploration is already running</source>
        <translation>Es läuft bereits ein Experiment oder eine Exploration</translation>
    </message>
    <message>
        <source>Exploring %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message>
        <source>The two segments are now an A/B experiment: check it and run it</source>
        <translation>Die beiden Segmente sind jetzt ein A/B-Experiment: prüfen und starten Sie es</translation>
    </message>
    <message>
        <source>Exploration %1 %2; the hosts are restored.</source>
        <translation>Exploration %1 (%2); die Hosts sind wiederhergestellt.</translation>
    </message>
    <message>
        <source>Exploration %1 %2: %3</source>
        <translation>Exploration %1 (%2): %3</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>Er&amp;gebnisse</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>Open an experiment in Results or select one in History to export it</source>
        <translation>Öffnen Sie ein Experiment unter „Ergebnisse“ oder wählen Sie eines im Verlauf, um es zu exportieren</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>%n Lauf importiert</numerusform>
            <numerusform>%n Läufe importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>marker %1 also changed %2</source>
        <translation>Markierung %1 hat auch %2 geändert</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Results &amp;Store…</source>
        <translation>Ergebnis&amp;speicher…</translation>
    </message>
    <message>
        <source>Results store: %1</source>
        <translation>Ergebnisspeicher: %1</translation>
    </message>
    <message>
        <source>Stop the experiment or exploration first: it writes to the store in use.</source>
        <translation>Zuerst das Experiment oder die Erkundung beenden: sie schreibt in den verwendeten Speicher.</translation>
    </message>
    <message>
        <source>The store&apos;s password is not saved (%1): put it in ~/.pgpass, where libpq finds it.</source>
        <translation>Das Passwort des Speichers ist nicht gespeichert (%1): tragen Sie es in ~/.pgpass ein, wo libpq es findet.</translation>
    </message>
</context>
<context>
    <name>Tunebench::NetperfFailure</name>
    <message>
        <source>%1 is not installed on %2 (or not in its PATH). Install it there: on Debian and Ubuntu &apos;apt-get install netperf&apos; (Debian has it in the non-free component), elsewhere build netperf 2.7 or newer with --enable-demo from https://github.com/HewlettPackard/netperf.</source>
        <translation>%1 ist auf %2 nicht installiert (oder nicht in dessen PATH). Installieren Sie es dort: unter Debian und Ubuntu mit &apos;apt-get install netperf&apos; (Debian führt es in der Komponente non-free), anderswo bauen Sie netperf 2.7 oder neuer mit --enable-demo aus https://github.com/HewlettPackard/netperf.</translation>
    </message>
    <message>
        <source>No netserver is listening on %1 port %2 (netperf on %3 could not open its control connection). Start netserver on the server (&apos;netserver -p %2&apos;) or let Tunebench start it, and check that no firewall blocks the port.</source>
        <translation>Auf %1 Port %2 lauscht kein netserver (netperf auf %3 konnte seine Steuerverbindung nicht öffnen). Starten Sie netserver auf dem Server (&apos;netserver -p %2&apos;) oder lassen Sie Tunebench ihn starten, und prüfen Sie, dass keine Firewall den Port blockiert.</translation>
    </message>
    <message>
        <source>netperf on %1 cannot resolve the host name %2. Use an address or a name %1 can resolve.</source>
        <translation>netperf auf %1 kann den Hostnamen %2 nicht auflösen. Verwenden Sie eine Adresse oder einen Namen, den %1 auflösen kann.</translation>
    </message>
    <message>
        <source>netserver on %1 refused the test (error %2%3). Check the test&apos;s data address, ports and socket options.</source>
        <translation>netserver auf %1 hat den Test abgelehnt (Fehler %2%3). Prüfen Sie Datenadresse, Ports und Socket-Optionen des Tests.</translation>
    </message>
    <message>
        <source>The test&apos;s data connection between %1 and %2 failed (%3). Check that netserver is still running and that nothing else uses the data ports.</source>
        <translation>Die Datenverbindung des Tests zwischen %1 und %2 ist fehlgeschlagen (%3). Prüfen Sie, ob netserver noch läuft und nichts anderes die Datenports benutzt.</translation>
    </message>
    <message>
        <source>netperf on %1 could not open the data connection to %2 (%3). Check the data address and any firewall between the hosts.</source>
        <translation>netperf auf %1 konnte die Datenverbindung zu %2 nicht öffnen (%3). Prüfen Sie die Datenadresse und etwaige Firewalls zwischen den Hosts.</translation>
    </message>
    <message>
        <source>netserver could not start on %1: its port is in use or the address is wrong.</source>
        <translation>netserver konnte auf %1 nicht starten: sein Port ist belegt oder die Adresse ist falsch.</translation>
    </message>
    <message>
        <source>netperf on %1 was built without demo mode, so it cannot report interim results (-D). Install a netperf built with --enable-demo (Debian&apos;s package has it), or run without interim results.</source>
        <translation>netperf auf %1 wurde ohne Demo-Modus gebaut und kann daher keine Zwischenergebnisse liefern (-D). Installieren Sie ein mit --enable-demo gebautes netperf (das Debian-Paket ist so gebaut) oder arbeiten Sie ohne Zwischenergebnisse.</translation>
    </message>
    <message>
        <source>netperf on %1 is older than 2.6 and cannot time interim results precisely. Install netperf 2.7.</source>
        <translation>netperf auf %1 ist älter als 2.6 und kann Zwischenergebnisse nicht genau takten. Installieren Sie netperf 2.7.</translation>
    </message>
    <message>
        <source>netperf on %1 does not know the test %2.</source>
        <translation>netperf auf %1 kennt den Test %2 nicht.</translation>
    </message>
    <message>
        <source>netperf on %1 rejected an option.</source>
        <translation>netperf auf %1 hat eine Option abgelehnt.</translation>
    </message>
    <message>
        <source>netperf on %1 failed.</source>
        <translation>netperf auf %1 ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Tunebench::NetperfRunner</name>
    <message>
        <source>A netperf test is already running on %1.</source>
        <translation>Auf %1 läuft bereits ein netperf-Test.</translation>
    </message>
    <message>
        <source>netperf on %1 did not finish within %2 s (the test&apos;s length plus grace) and was stopped.</source>
        <translation>netperf auf %1 wurde nicht innerhalb von %2 s (Testdauer plus Karenz) fertig und wurde gestoppt.</translation>
    </message>
    <message>
        <source>netperf on %1 was killed by signal %2.</source>
        <translation>netperf auf %1 wurde durch Signal %2 beendet.</translation>
    </message>
    <message>
        <source>netperf on %1 %2.</source>
        <translation>netperf auf %1 %2.</translation>
    </message>
    <message>
        <source>netperf on %1 finished but printed no result Tunebench could read.</source>
        <translation>netperf auf %1 ist fertig, hat aber kein Ergebnis ausgegeben, das Tunebench lesen kann.</translation>
    </message>
</context>
<context>
    <name>Tunebench::NicCountersPanel</name>
    <message>
        <source>Counters of the test interface that moved during the runs, and the pinned ones</source>
        <translation>Zähler der Testschnittstelle, die sich während der Läufe bewegt haben, und die angehefteten</translation>
    </message>
    <message>
        <source>No NIC counter has moved yet.</source>
        <translation>Noch hat sich kein NIC-Zähler bewegt.</translation>
    </message>
    <message>
        <source>Counter:</source>
        <translation>Zähler:</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
</context>
<context>
    <name>Tunebench::OpsThread</name>
    <message>
        <source>The results database %1 cannot be opened: %2</source>
        <translation>Die Ergebnisdatenbank %1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::ReportModel</name>
    <message>
        <source>Experiment %1</source>
        <translation>Experiment %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n run(s)</source>
        <extracomment>&quot;TCP_RR, 12 runs in 2 arms, completed, 2026-11-30 02:37 UTC&quot;</extracomment>
        <translation>
            <numerusform>%1, %n Lauf</numerusform>
            <numerusform>%1, %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n arm(s)</source>
        <translation>
            <numerusform> in %n Arm</numerusform>
            <numerusform> in %n Armen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2%3</source>
        <extracomment>a sweep point: &quot;request size 4096 bytes&quot;</extracomment>
        <translation>%1 %2%3</translation>
    </message>
</context>
<context>
    <name>Tunebench::ResultsView</name>
    <message>
        <source>Only settings that differ</source>
        <translation>Nur abweichende Einstellungen</translation>
    </message>
    <message>
        <source>Sweep point:</source>
        <translation>Sweep-Punkt:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Service demand</source>
        <translation>Service-Demand</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Open an experiment from the history to see its results.</source>
        <translation>Öffnen Sie ein Experiment aus dem Verlauf, um seine Ergebnisse zu sehen.</translation>
    </message>
    <message>
        <source>Strip plot</source>
        <translation>Streifendiagramm</translation>
    </message>
    <message>
        <source>Box plot</source>
        <translation>Boxplot</translation>
    </message>
    <message>
        <source>Each point is one run; hollow triangles are runs a stability check flagged. The diamond and bar beside each arm are the median and its 95% confidence interval. Click a point to open the run.</source>
        <translation>Jeder Punkt ist ein Lauf; hohle Dreiecke sind Läufe, die eine Stabilitätsprüfung markiert hat. Raute und Balken neben jedem Arm sind der Median und sein 95-%-Konfidenzintervall. Klicken Sie auf einen Punkt, um den Lauf zu öffnen.</translation>
    </message>
    <message>
        <source>Distribution of:</source>
        <translation>Verteilung von:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <source>The values each arm&apos;s runs verified on the hosts after applying the arm&apos;s settings.</source>
        <translation>Die Werte, die die Läufe jedes Arms nach dem Anwenden seiner Einstellungen auf den Hosts verifiziert haben.</translation>
    </message>
    <message>
        <source>Experiment #%1 · %2 from %3 to %4 · %5 · %6 · %7 of %8 runs completed</source>
        <extracomment>experiment facts: id, test, client, server, start time, status, completed runs / all runs</extracomment>
        <translation>Experiment #%1 · %2 von %3 zu %4 · %5 · %6 · %7 von %8 Läufen abgeschlossen</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>%1 %2: %3.</source>
        <translation>%1 %2: %3.</translation>
    </message>
    <message>
        <source>No snapshot after the experiment: whether the host came back was not checked.</source>
        <translation>Kein Snapshot nach dem Experiment: ob der Host zurückgekehrt ist, wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>After the experiment it was back in its state before (the snapshots agree).</source>
        <translation>Nach dem Experiment war er wieder im Zustand von vorher (die Snapshots stimmen überein).</translation>
    </message>
    <message>
        <source>%1 was %2 before and is %3 after the experiment.</source>
        <extracomment>a setting that differs after the experiment: key, value before, value after</extracomment>
        <translation>%1 war vor dem Experiment %2 und ist danach %3.</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>alle Läufe</translation>
    </message>
    <message>
        <source>One arm: there is nothing to compare.</source>
        <translation>Ein Arm: es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>No arm has completed runs to compare.</source>
        <translation>Kein Arm hat abgeschlossene Läufe zum Vergleichen.</translation>
    </message>
    <message>
        <source>This experiment recorded no service demand: netperf measured no CPU (-c/-C) and no telemetry was recorded.</source>
        <translation>Dieses Experiment hat keinen Service-Demand aufgezeichnet: netperf hat keine CPU gemessen (-c/-C), und es wurde keine Telemetrie aufgezeichnet.</translation>
    </message>
    <message>
        <source>CPU time per transaction of each arm with its 95% confidence interval: netperf&apos;s own figure and Tunebench&apos;s live estimate from host telemetry, for the client (local) and the server (remote). Lower is better; the verdict table compares them.</source>
        <translation>CPU-Zeit pro Transaktion jedes Arms mit ihrem 95-%-Konfidenzintervall: der eigene Wert von netperf und die Live-Schätzung von Tunebench aus der Host-Telemetrie, für den Client (lokal) und den Server (entfernt). Niedriger ist besser; die Urteilstabelle vergleicht sie.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>a sweep point without a unit: parameter = value, e.g. &quot;burst = 4&quot;</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 = %2 %3</source>
        <extracomment>a sweep point: parameter = value unit, e.g. &quot;request size = 4345 bytes&quot;</extracomment>
        <translation>%1 = %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a sweep point and its size relative to the MSS: &quot;request size = 4345 bytes (3·MSS+1)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 = 1 byte</source>
        <extracomment>a sweep point of one byte: &quot;request size = 1 byte&quot;</extracomment>
        <translation>%1 = 1 Byte</translation>
    </message>
    <message>
        <source>No cliff: no arm&apos;s rate falls by 20% or more from one sweep value to the next by more than the 95% intervals of the two points allow (one run per point has no interval).</source>
        <translation>Kein Einbruch: bei keinem Arm fällt die Rate von einem Sweep-Wert zum nächsten um 20 % oder mehr und zugleich über die 95-%-Intervalle der beiden Punkte hinaus (ein Lauf pro Punkt hat kein Intervall).</translation>
    </message>
</context>
<context>
    <name>Tunebench::RunTableModel</name>
    <message>
        <source>regime switching</source>
        <translation>Regimewechsel</translation>
    </message>
    <message>
        <source>level shift</source>
        <translation>Niveausprung</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>irregular intervals</source>
        <translation>unregelmäßige Intervalle</translation>
    </message>
    <message>
        <source>confidence not achieved</source>
        <translation>Konfidenz nicht erreicht</translation>
    </message>
    <message>
        <source>No stability check flagged this run. Click to see its interim results and log.</source>
        <translation>Keine Stabilitätsprüfung hat diesen Lauf markiert. Klicken Sie, um seine Zwischenergebnisse und sein Log zu sehen.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Sweep value</source>
        <translation>Sweep-Wert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
</context>
<context>
    <name>Tunebench::RunsPage</name>
    <message>
        <source>Select a run to see its raw netperf output.</source>
        <translation>Wählen Sie einen Lauf, um seine rohe netperf-Ausgabe zu sehen.</translation>
    </message>
    <message>
        <source>Run %1: %2, repetition %3 (loading...)</source>
        <translation>Lauf %1: %2, Wiederholung %3 (wird geladen...)</translation>
    </message>
    <message>
        <source>Run %1: %2, repetition %3</source>
        <translation>Lauf %1: %2, Wiederholung %3</translation>
    </message>
    <message>
        <source>Select a run to see its interim results and log.</source>
        <translation>Wählen Sie einen Lauf, um seine Zwischenergebnisse und sein Log zu sehen.</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>NIC counters</source>
        <translation>NIC-Zähler</translation>
    </message>
    <message>
        <source>This run has no per-CPU or NIC counter samples: it ran without host telemetry, or was stored before Tunebench kept them.</source>
        <translation>Dieser Lauf hat keine Messwerte je CPU oder NIC-Zähler: Er lief ohne Host-Telemetrie oder wurde gespeichert, bevor Tunebench sie aufbewahrte.</translation>
    </message>
</context>
<context>
    <name>Tunebench::ScheduleForm</name>
    <message>
        <source>Schedule</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>interleaved (A B A B)</source>
        <translation>verschränkt (A B A B)</translation>
    </message>
    <message>
        <source>randomized</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>blocked (A A B B)</source>
        <translation>in Blöcken (A A B B)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Interim samples of the first seconds of each run are left out of the live statistics</source>
        <translation>Zwischenwerte der ersten Sekunden jedes Laufs werden aus der Live-Statistik herausgelassen</translation>
    </message>
    <message>
        <source>Stop at the first failed run</source>
        <translation>Beim ersten fehlgeschlagenen Lauf anhalten</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <source>Warm-up:</source>
        <translation>Aufwärmphase:</translation>
    </message>
    <message>
        <source>Pause between runs:</source>
        <translation>Pause zwischen Läufen:</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>request size</source>
        <translation>Request-Größe</translation>
    </message>
    <message>
        <source>response size</source>
        <translation>Response-Größe</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Burst</translation>
    </message>
    <message>
        <source>a tunable</source>
        <translation>ein Tunable</translation>
    </message>
    <message>
        <source>1 64 1448 4344 4345, or packet_byte</source>
        <translation>1 64 1448 4344 4345 oder packet_byte</translation>
    </message>
    <message>
        <source>Values separated by spaces or commas; &quot;packet_byte&quot; sweeps the sizes around the path MSS measured at run time (MSS, MSS+1, 2·MSS, 2·MSS+1, 3·MSS, 3·MSS+1, …)</source>
        <translation>Werte durch Leerzeichen oder Kommas getrennt; &quot;packet_byte&quot; durchläuft die Größen um die zur Laufzeit gemessene Pfad-MSS (MSS, MSS+1, 2·MSS, 2·MSS+1, 3·MSS, 3·MSS+1, …)</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>e.g. rx-usecs</source>
        <translation>z. B. rx-usecs</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>Tunable host:</source>
        <translation>Host des Tunables:</translation>
    </message>
    <message>
        <source>Tunable key:</source>
        <translation>Schlüssel des Tunables:</translation>
    </message>
    <message>
        <source>When this Tunebench stops answering for this long (killed, asleep, network gone), each host puts its tunables back by itself</source>
        <translation>Antwortet dieses Tunebench so lange nicht (beendet, im Ruhezustand, Netz weg), setzt jeder Host seine Tunables selbst zurück</translation>
    </message>
    <message>
        <source>Hosts restore themselves after:</source>
        <translation>Hosts stellen sich selbst wieder her nach:</translation>
    </message>
</context>
<context>
    <name>Tunebench::SettingsDiffModel</name>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>This setting changed between runs of the same arm (a swept tunable).</source>
        <translation>Diese Einstellung hat sich zwischen Läufen desselben Arms geändert (ein Tunable im Sweep).</translation>
    </message>
    <message>
        <source>The arms ran with different values of this setting.</source>
        <translation>Die Arme liefen mit unterschiedlichen Werten dieser Einstellung.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
</context>
<context>
    <name>Tunebench::SshConnection</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>connection to %1 lost</source>
        <translation>Verbindung zu %1 verloren</translation>
    </message>
    <message>
        <source>no answer for %1 s</source>
        <translation>seit %1 s keine Antwort</translation>
    </message>
    <message>
        <source>the connection is set up to give every command a channel of its own</source>
        <translation>die Verbindung ist so eingestellt, dass jeder Befehl einen eigenen Kanal bekommt</translation>
    </message>
</context>
<context>
    <name>Tunebench::SshPrompter</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Tunebench::SshRunner</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1, so Tunebench asks instead.</source>
        <translation>%1; Tunebench fragt daher nach.</translation>
    </message>
    <message>
        <source>%1 needs a secret (%2), but batch mode forbids asking for it</source>
        <translation>%1 braucht ein Geheimnis (%2), aber der Batch-Modus verbietet die Nachfrage</translation>
    </message>
    <message>
        <source>%1 needs a secret (%2), but nothing can ask for it here</source>
        <translation>%1 braucht ein Geheimnis (%2), aber hier kann nichts danach fragen</translation>
    </message>
    <message>
        <source>Could not save the secret in the system keychain: %1. You will be asked again next time.</source>
        <translation>Das Geheimnis konnte nicht im Schlüsselbund des Systems gespeichert werden: %1. Sie werden beim nächsten Mal erneut gefragt.</translation>
    </message>
    <message>
        <source>The secret saved in the system keychain no longer works; it was removed.</source>
        <translation>Das im Schlüsselbund des Systems gespeicherte Geheimnis funktioniert nicht mehr; es wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::Comparison</name>
    <message>
        <source>%1 is %2 faster</source>
        <translation>%1 ist %2 schneller</translation>
    </message>
    <message>
        <source>%1 is %2 slower</source>
        <translation>%1 ist %2 langsamer</translation>
    </message>
    <message>
        <source>%1 is %2 higher (better)</source>
        <translation>%1 ist %2 höher (besser)</translation>
    </message>
    <message>
        <source>%1 is %2 higher (worse)</source>
        <translation>%1 ist %2 höher (schlechter)</translation>
    </message>
    <message>
        <source>%1 is %2 lower (better)</source>
        <translation>%1 ist %2 niedriger (besser)</translation>
    </message>
    <message>
        <source>%1 is %2 lower (worse)</source>
        <translation>%1 ist %2 niedriger (schlechter)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 is %2 higher (better)</source>
        <translation>%3 von %1 ist %2 höher (besser)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 is %2 higher (worse)</source>
        <translation>%3 von %1 ist %2 höher (schlechter)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 is %2 lower (better)</source>
        <translation>%3 von %1 ist %2 niedriger (besser)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 is %2 lower (worse)</source>
        <translation>%3 von %1 ist %2 niedriger (schlechter)</translation>
    </message>
    <message>
        <source>%1 (%2, %3; too few runs for a %4 CI of the difference)</source>
        <translation>%1 (%2, %3; zu wenige Läufe für ein %4-KI der Differenz)</translation>
    </message>
    <message>
        <source>%1 (%2 CI %3 to %4, %5, %6)</source>
        <translation>%1 (%2-KI %3 bis %4, %5, %6)</translation>
    </message>
    <message>
        <source>no significant difference (%1, %2): run-to-run spread %3 exceeds the difference (%4)</source>
        <translation>kein signifikanter Unterschied (%1, %2): die Streuung von Lauf zu Lauf %3 übersteigt den Unterschied (%4)</translation>
    </message>
    <message>
        <source>no significant difference (%1, %2): the %3 difference is not distinguishable from run-to-run spread %4 with this many runs</source>
        <translation>kein signifikanter Unterschied (%1, %2): der Unterschied von %3 ist bei so wenigen Läufen nicht von der Streuung von Lauf zu Lauf %4 zu unterscheiden</translation>
    </message>
    <message>
        <source>; about %1 runs per arm would detect a difference this large</source>
        <translation>; etwa %1 Läufe pro Arm würden einen so großen Unterschied erkennen</translation>
    </message>
    <message>
        <source>too few runs to tell (%1): need at least %2 runs per arm to detect a difference at alpha %3</source>
        <translation>zu wenige Läufe für eine Aussage (%1): mindestens %2 Läufe pro Arm sind nötig, um einen Unterschied bei alpha %3 zu erkennen</translation>
    </message>
    <message>
        <source>need &gt;= %1 runs per arm for a confidence interval of the median at level %2</source>
        <translation>mindestens %1 Läufe pro Arm nötig für ein Konfidenzintervall des Medians zum Niveau %2</translation>
    </message>
    <message>
        <source>need &gt;= %1 runs per arm to detect a difference at alpha level %2</source>
        <translation>mindestens %1 Läufe pro Arm nötig, um einen Unterschied zum Signifikanzniveau %2 zu erkennen</translation>
    </message>
    <message>
        <source>Welch&apos;s t-test disagrees (%1): with few, skewed or outlying runs the two tests can differ; the rank test, which does not assume normally distributed runs, decides.</source>
        <translation>Welchs t-Test kommt zu einem anderen Ergebnis (%1): bei wenigen, schiefen oder ausreißenden Läufen können die beiden Tests abweichen; es entscheidet der Rangtest, der keine normalverteilten Läufe voraussetzt.</translation>
    </message>
    <message>
        <source>tied values: the p-value uses the normal approximation with tie correction</source>
        <translation>Bindungen: der p-Wert verwendet die Normalapproximation mit Bindungskorrektur</translation>
    </message>
    <message>
        <source>%1 has no values to compare.</source>
        <translation>%1 hat keine Werte zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1 holds a value that is not a finite number.</source>
        <translation>%1 enthält einen Wert, der keine endliche Zahl ist.</translation>
    </message>
    <message>
        <source>too few runs to tell (%1): no verdict is possible from one run per arm</source>
        <translation>zu wenige Läufe für eine Aussage (%1): aus einem Lauf pro Arm ist kein Urteil möglich</translation>
    </message>
    <message>
        <source>; repeat each test at least %1 times to see the run-to-run spread</source>
        <translation>; wiederholen Sie jeden Test mindestens %1-mal, um die Streuung von Lauf zu Lauf zu sehen</translation>
    </message>
    <message>
        <source>±%1, from the other arms</source>
        <extracomment>the run-to-run spread a verdict is estimated at: &quot;±1.6%&quot;, or &quot;±1.6%, from the other arms&quot;</extracomment>
        <translation>±%1, aus den anderen Armen</translation>
    </message>
    <message>
        <source>; the run-to-run spread (%1) is as large as the %2 difference</source>
        <translation>; die Streuung von Lauf zu Lauf (%1) ist so groß wie der Unterschied von %2</translation>
    </message>
    <message>
        <source>; about %1 runs per arm would detect a %2 difference at this spread (%3)</source>
        <translation>; etwa %1 Läufe pro Arm würden einen Unterschied von %2 bei dieser Streuung (%3) erkennen</translation>
    </message>
    <message>
        <source>too few runs for any verdict: %1, at least %2 per arm needed</source>
        <translation>zu wenige Läufe für irgendeine Aussage: %1, mindestens %2 pro Arm nötig</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::ComparisonTable</name>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>vs base</source>
        <translation>vs. Basis</translation>
    </message>
    <message>
        <source> need &gt;= %1 samples for confidence interval at level %2</source>
        <translation> mindestens %1 Werte nötig für ein Konfidenzintervall zum Niveau %2</translation>
    </message>
    <message>
        <source> need &gt;= %1 samples to detect a difference at alpha level %2</source>
        <translation> mindestens %1 Werte nötig, um einen Unterschied zum Signifikanzniveau %2 zu erkennen</translation>
    </message>
    <message>
        <source>Mann-Whitney U=%1, %2 (exact)</source>
        <translation>Mann-Whitney U=%1, %2 (exakt)</translation>
    </message>
    <message>
        <source>Mann-Whitney U=%1, %2 (normal approximation)</source>
        <translation>Mann-Whitney U=%1, %2 (Normalapproximation)</translation>
    </message>
    <message>
        <source>Welch t=%1, df=%2, %3</source>
        <translation>Welch t=%1, df=%2, %3</translation>
    </message>
    <message>
        <source>B/A - 1: %1</source>
        <translation>B/A - 1: %1</translation>
    </message>
    <message>
        <source> (%1% CI %2 to %3)</source>
        <translation> (%1-%-KI %2 bis %3)</translation>
    </message>
    <message>
        <source>%1: n=%2, mean %3, sd %4 (cv %5), min %6, max %7</source>
        <translation>%1: n=%2, Mittelwert %3, sd %4 (VK %5), min %6, max %7</translation>
    </message>
    <message>
        <source>Runs per arm to detect a %1 difference at spread ±%2 with %3 power: %4 (Mann-Whitney), %5 (t-test)</source>
        <translation>Läufe pro Arm, um einen Unterschied von %1 bei einer Streuung von ±%2 mit einer Power von %3 zu erkennen: %4 (Mann-Whitney), %5 (t-Test)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::Diagnostics</name>
    <message>
        <source>Too few intervals after warm-up (%1) to judge %2; at least %3 are needed.</source>
        <translation>Zu wenige Intervalle nach der Aufwärmphase (%1), um %2 zu beurteilen; mindestens %3 sind nötig.</translation>
    </message>
    <message>
        <source>regime switching</source>
        <translation>Regimewechsel</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two levels of a rate</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Regime switching: %1 alternated between two levels, %2 (%3 and %4 of the time, %5 changes of level, Otsu separability %6); a mean over the run describes neither level.</source>
        <translation>Regimewechsel: %1 wechselte zwischen zwei Niveaus, %2 (%3 und %4 der Zeit, %5 Niveauwechsel, Otsu-Trennbarkeit %6); ein Mittelwert über den Lauf beschreibt keines der beiden Niveaus.</translation>
    </message>
    <message>
        <source>Level shift: %1 moved between two levels, %2 (%3 and %4 of the time, Otsu separability %5), without alternating; the run mixes two states.</source>
        <translation>Niveausprung: %1 bewegte sich zwischen zwei Niveaus, %2 (%3 und %4 der Zeit, Otsu-Trennbarkeit %5), ohne zu wechseln; der Lauf mischt zwei Zustände.</translation>
    </message>
    <message>
        <source>No regime switching: %1 shows no two distinct levels (Otsu separability %2, %3 against a single level).</source>
        <translation>Kein Regimewechsel: %1 zeigt keine zwei getrennten Niveaus (Otsu-Trennbarkeit %2, %3 gegenüber einem einzigen Niveau).</translation>
    </message>
    <message>
        <source>Drift: %1 rose by %2 over %3 s (Theil-Sen slope %4 per second, Mann-Kendall %5).</source>
        <translation>Drift: %1 stieg um %2 über %3 s (Theil-Sen-Steigung %4 pro Sekunde, Mann-Kendall %5).</translation>
    </message>
    <message>
        <source>Drift: %1 fell by %2 over %3 s (Theil-Sen slope %4 per second, Mann-Kendall %5).</source>
        <translation>Drift: %1 fiel um %2 über %3 s (Theil-Sen-Steigung %4 pro Sekunde, Mann-Kendall %5).</translation>
    </message>
    <message>
        <source>No drift: %1 shows no significant trend (Mann-Kendall %2, change over the run %3).</source>
        <translation>Keine Drift: %1 zeigt keinen signifikanten Trend (Mann-Kendall %2, Änderung über den Lauf %3).</translation>
    </message>
    <message>
        <source>Interval lengths not checked: fewer than two intervals after warm-up.</source>
        <translation>Intervalllängen nicht geprüft: weniger als zwei Intervalle nach der Aufwärmphase.</translation>
    </message>
    <message>
        <source>Interval lengths not checked: the requested interval (-D) is unknown.</source>
        <translation>Intervalllängen nicht geprüft: das angeforderte Intervall (-D) ist unbekannt.</translation>
    </message>
    <message>
        <source>Irregular intervals: %1 of %2 intervals lasted far from the requested %3 s (from %4 s to %5 s); their rates are less comparable, and netperf stretches intervals when the host is too busy to keep time.</source>
        <translation>Unregelmäßige Intervalle: %1 von %2 Intervallen wichen stark von den angeforderten %3 s ab (von %4 s bis %5 s); ihre Raten sind weniger vergleichbar, und netperf dehnt Intervalle, wenn der Host zu ausgelastet ist, um den Takt zu halten.</translation>
    </message>
    <message>
        <source>Regular intervals: %1 of %2 intervals far from the requested %3 s (median %4 s).</source>
        <translation>Regelmäßige Intervalle: %1 von %2 Intervallen weit von den angeforderten %3 s entfernt (Median %4 s).</translation>
    </message>
    <message>
        <source>netperf did not achieve the requested confidence: its iterations&apos; throughput interval was %1 wide, so the test environment varied during the run.</source>
        <translation>netperf hat die angeforderte Konfidenz nicht erreicht: das Durchsatzintervall seiner Iterationen war %1 breit, die Testumgebung hat also während des Laufs geschwankt.</translation>
    </message>
    <message>
        <source>netperf did not achieve the requested confidence within its iterations, so the test environment varied during the run.</source>
        <translation>netperf hat die angeforderte Konfidenz innerhalb seiner Iterationen nicht erreicht, die Testumgebung hat also während des Laufs geschwankt.</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::Metric</name>
    <message>
        <source>transaction rate</source>
        <translation>Transaktionsrate</translation>
    </message>
    <message>
        <source>local service demand</source>
        <translation>lokaler Service-Demand</translation>
    </message>
    <message>
        <source>remote service demand</source>
        <translation>entfernter Service-Demand</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1-Latenz</translation>
    </message>
    <message>
        <source>CPU utilisation (%1)</source>
        <translation>CPU-Auslastung (%1)</translation>
    </message>
    <message>
        <source>netperf&apos;s final rate</source>
        <translation>Endrate von netperf</translation>
    </message>
    <message>
        <source>live local service demand</source>
        <translation>lokaler Live-Service-Demand</translation>
    </message>
    <message>
        <source>live remote service demand</source>
        <translation>entfernter Live-Service-Demand</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::RunSummary</name>
    <message>
        <source>Interval %1 has no valid value, length or end time.</source>
        <translation>Intervall %1 hat keinen gültigen Wert, keine gültige Länge oder Endzeit.</translation>
    </message>
    <message>
        <source>Interval %1 ends before the interval preceding it; intervals must be in time order.</source>
        <translation>Intervall %1 endet vor dem vorhergehenden Intervall; Intervalle müssen zeitlich geordnet sein.</translation>
    </message>
    <message>
        <source>the values</source>
        <translation>die Werte</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a metric&apos;s label</comment>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>Tunebench::Stats::SegmentComparison</name>
    <message>
        <source>no significant difference between the segments (%1, %2 intervals)</source>
        <translation>kein signifikanter Unterschied zwischen den Segmenten (%1, %2 Intervalle)</translation>
    </message>
    <message>
        <source>the second segment</source>
        <translation>das zweite Segment</translation>
    </message>
    <message>
        <source>%1 (%2, %3 intervals)</source>
        <translation>%1 (%2, %3 Intervalle)</translation>
    </message>
    <message>
        <source>%1 (%2% CI %3 to %4, %5, %6 intervals)</source>
        <translation>%1 (%2-%-KI %3 bis %4, %5, %6 Intervalle)</translation>
    </message>
    <message>
        <source>Two segments of one run, not independent runs: %1. Successive intervals are correlated (lag-1 autocorrelation %2 and %3), so they carry about as much information as %4+%5 independent values, and the p-value is optimistic; Welch&apos;s test with those sizes gives %6.</source>
        <translation>Zwei Segmente eines Laufs, keine unabhängigen Läufe: %1. Aufeinanderfolgende Intervalle sind korreliert (Lag-1-Autokorrelation %2 und %3) und tragen daher etwa so viel Information wie %4+%5 unabhängige Werte; der p-Wert ist zu optimistisch; Welchs Test mit diesen Größen ergibt %6.</translation>
    </message>
    <message>
        <source>Each segment needs at least three intervals; one has %1.</source>
        <translation>Jedes Segment braucht mindestens drei Intervalle; eines hat %1.</translation>
    </message>
    <message>
        <source>No intervals remain after the settling time of %1 s.</source>
        <translation>Nach der Einschwingzeit von %1 s bleiben keine Intervalle übrig.</translation>
    </message>
</context>
<context>
    <name>Tunebench::StatusText</name>
    <message>
        <source>pending</source>
        <extracomment>status of an experiment, a run or an exploration</extracomment>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>running</source>
        <extracomment>status of an experiment, a run or an exploration</extracomment>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <extracomment>status of an experiment, a run or an exploration</extracomment>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>status of an experiment, a run or an exploration</extracomment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <extracomment>status of an experiment, a run or an exploration: stopped by the user</extracomment>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <extracomment>status of an experiment, a run or an exploration: Tunebench stopped while it ran</extracomment>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>Tunebench::StoreDialog</name>
    <message>
        <source>&amp;This machine: a SQLite file</source>
        <translation>&amp;Dieser Rechner: eine SQLite-Datei</translation>
    </message>
    <message>
        <source>A &amp;team&apos;s PostgreSQL database</source>
        <translation>Die PostgreSQL-Datenbank eines &amp;Teams</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <source>Results Store</source>
        <translation>Ergebnisspeicher</translation>
    </message>
    <message>
        <source>from ~/.pgpass, PGPASSWORD or the keychain</source>
        <translation>aus ~/.pgpass, PGPASSWORD oder dem Schlüsselbund</translation>
    </message>
    <message>
        <source>Kept in the desktop keychain, never in Tunebench&apos;s settings. ~/.pgpass and PGPASSWORD are tried first, as by psql.</source>
        <translation>Im Schlüsselbund der Arbeitsumgebung aufbewahrt, nie in den Einstellungen von Tunebench. ~/.pgpass und PGPASSWORD werden zuerst versucht, wie von psql.</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Experiments run against a team store are recorded on this machine first and published when they end, so a server that goes away loses nothing; the tunables journal always stays on this machine.</source>
        <translation>Experimente mit einem Team-Speicher werden zuerst auf diesem Rechner aufgezeichnet und bei ihrem Ende veröffentlicht, sodass ein wegfallender Server nichts verliert; das Journal der Tunables bleibt immer auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation>Verbinde...</translation>
    </message>
    <message>
        <source>Name the SQLite file.</source>
        <translation>Nennen Sie die SQLite-Datei.</translation>
    </message>
    <message>
        <source>Give the database&apos;s URI: postgresql://user@host:port/dbname.</source>
        <translation>Geben Sie die URI der Datenbank an: postgresql://user@host:port/dbname.</translation>
    </message>
    <message>
        <source>A team store&apos;s URI starts with postgresql://.</source>
        <translation>Die URI eines Team-Speichers beginnt mit postgresql://.</translation>
    </message>
    <message>
        <source>Leave the password out of the URI (it would be saved in the settings): type it below.</source>
        <translation>Lassen Sie das Passwort aus der URI weg (es würde in den Einstellungen gespeichert): tippen Sie es unten ein.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Results Store File</source>
        <translation>Datei des Ergebnisspeichers</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Tunebench::StoreViews</name>
    <message>
        <source>Loading experiment %1…</source>
        <translation>Experiment %1 wird geladen…</translation>
    </message>
    <message>
        <source>Exploration %1 opens here once the running experiment or exploration has ended.</source>
        <translation>Exploration %1 wird hier geöffnet, sobald das laufende Experiment oder die laufende Exploration beendet ist.</translation>
    </message>
    <message>
        <source>Loading exploration %1…</source>
        <translation>Exploration %1 wird geladen…</translation>
    </message>
    <message>
        <source>Experiment %1 was interrupted (Tunebench stopped while it ran); its samples up to then are kept.</source>
        <translation>Experiment %1 wurde unterbrochen (Tunebench wurde während des Laufs beendet); seine Messwerte bis dahin bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s) recorded on this machine wait for %1, which cannot take them now (%2); Tunebench publishes them when it can.</source>
        <translation>
            <numerusform>%n auf diesem Rechner aufgezeichnetes Experiment wartet auf %1, das es gerade nicht annehmen kann (%2); Tunebench veröffentlicht es, sobald es geht.</numerusform>
            <numerusform>%n auf diesem Rechner aufgezeichnete Experimente warten auf %1, das sie gerade nicht annehmen kann (%2); Tunebench veröffentlicht sie, sobald es geht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment %1 (%2), kept on this machine earlier, is published to the team store as experiment %3.</source>
        <translation>Experiment %1 (%2), zuvor auf diesem Rechner behalten, ist im Team-Speicher als Experiment %3 veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>Tunebench::TelemetrySampler</name>
    <message>
        <source>telemetry on %1 stopped: %2 (it needs bash on the host)</source>
        <translation>Telemetrie auf %1 gestoppt: %2 (sie braucht bash auf dem Host)</translation>
    </message>
</context>
<context>
    <name>Tunebench::TestForm</name>
    <message>
        <source>netperf test</source>
        <translation>netperf-Test</translation>
    </message>
    <message>
        <source>netperf&apos;s default</source>
        <translation>Standard von netperf</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>unit suffix of a size in bytes, after the number: &quot;1 B&quot;, &quot;4096 B&quot;</extracomment>
        <translation> B</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Transactions kept in flight (-b); needs netperf built with --enable-burst</source>
        <translation>Gleichzeitig ausstehende Transaktionen (-b); erfordert ein mit --enable-burst gebautes netperf</translation>
    </message>
    <message>
        <source>not bound</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Interim results every so many seconds (netperf -D); needed for live charts</source>
        <translation>Zwischenergebnisse alle so vielen Sekunden (netperf -D); nötig für Live-Diagramme</translation>
    </message>
    <message>
        <source>local (-c)</source>
        <translation>lokal (-c)</translation>
    </message>
    <message>
        <source>remote (-C)</source>
        <translation>entfernt (-C)</translation>
    </message>
    <message>
        <source>Test:</source>
        <translation>Test:</translation>
    </message>
    <message>
        <source>Request size:</source>
        <translation>Request-Größe:</translation>
    </message>
    <message>
        <source>Response size:</source>
        <translation>Response-Größe:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Interim interval:</source>
        <translation>Zwischenintervall:</translation>
    </message>
    <message>
        <source>CPU utilisation:</source>
        <translation>CPU-Auslastung:</translation>
    </message>
    <message>
        <source>CPU binding (-T):</source>
        <translation>CPU-Bindung (-T):</translation>
    </message>
    <message>
        <source>Burst:</source>
        <translation>Burst:</translation>
    </message>
</context>
<context>
    <name>Tunebench::TestSpecJson</name>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>unknown field (known: %1)</source>
        <translation>unbekanntes Feld (bekannt: %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of TCP_RR, TCP_CRR, UDP_RR, TCP_STREAM, TCP_MAERTS</source>
        <translation>&apos;%1&apos; ist keiner von TCP_RR, TCP_CRR, UDP_RR, TCP_STREAM, TCP_MAERTS</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>muss positiv sein</translation>
    </message>
    <message>
        <source>must be a positive number of seconds, or null for none</source>
        <translation>muss eine positive Anzahl Sekunden sein, oder null für keine</translation>
    </message>
    <message>
        <source>must be a positive percentage</source>
        <translation>muss ein positiver Prozentwert sein</translation>
    </message>
    <message>
        <source>must be &quot;ipv4&quot; or &quot;ipv6&quot;</source>
        <translation>muss &quot;ipv4&quot; oder &quot;ipv6&quot; sein</translation>
    </message>
    <message>
        <source>must be a list of netperf omni selector names</source>
        <translation>muss eine Liste von Namen von netperf-Omni-Selektoren sein</translation>
    </message>
</context>
<context>
    <name>Tunebench::TrendPanel</name>
    <message>
        <source>Show &amp;trend</source>
        <translation>&amp;Trend anzeigen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Select an experiment to see how its host pair changed over time.</source>
        <translation>Ein Experiment auswählen, um zu sehen, wie sich sein Host-Paar über die Zeit veränderte.</translation>
    </message>
    <message>
        <source>Loading the trend of %1 → %2…</source>
        <translation>Der Trend von %1 → %2 wird geladen…</translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s), no change point.</source>
        <translation>
            <numerusform>%n Experiment, kein Änderungspunkt.</numerusform>
            <numerusform>%n Experimente, kein Änderungspunkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s), change points:</source>
        <translation>
            <numerusform>%n Experiment, Änderungspunkte:</numerusform>
            <numerusform>%n Experimente, Änderungspunkte:</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 → #%2: %3</source>
        <extracomment>&quot;#24 → #25: -8.3%: server kernel 6.1.0-18 → 6.1.0-21&quot;</extracomment>
        <translation>#%1 → #%2: %3</translation>
    </message>
</context>
<context>
    <name>Tunebench::VerdictTableModel</name>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message>
        <source>too few runs</source>
        <translation>zu wenige Läufe</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>a comparison of two arms: &quot;GRO off vs GRO on&quot;</extracomment>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <extracomment>relative change with its confidence interval: &quot;+6.8% [3.1%, 10.2%]&quot;</extracomment>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Base median</source>
        <translation>Basis-Median</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Change [95% CI]</source>
        <translation>Änderung [95-%-KI]</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
</context>
<context>
    <name>Tunebench::Workbench</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 is not reachable</source>
        <translation>%1 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 could not be restored: %2</source>
        <translation>%1 konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>%1 (%2) is not verified back: %3</source>
        <translation>%1 (%2): Wiederherstellung nicht verifiziert: %3</translation>
    </message>
    <message>
        <source>a value differs from the snapshot</source>
        <translation>ein Wert weicht vom Snapshot ab</translation>
    </message>
</context>
<context>
    <name>TunebenchJson</name>
    <message>
        <source>This Tunebench export is damaged: %1.</source>
        <translation>Dieser Tunebench-Export ist beschädigt: %1.</translation>
    </message>
    <message>
        <source>This is not a Tunebench export: %1 at byte %2.</source>
        <translation>Dies ist kein Tunebench-Export: %1 bei Byte %2.</translation>
    </message>
    <message>
        <source>This JSON is not a Tunebench export (its format is not &quot;%1&quot;).</source>
        <translation>Dieses JSON ist kein Tunebench-Export (sein Format ist nicht &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>This Tunebench export has version %1; this Tunebench reads version %2. Import it with a matching Tunebench.</source>
        <translation>Dieser Tunebench-Export hat Version %1; dieses Tunebench liest Version %2. Importieren Sie ihn mit einem passenden Tunebench.</translation>
    </message>
    <message>
        <source>run %1 names no arm of the experiment</source>
        <translation>Lauf %1 nennt keinen Arm des Experiments</translation>
    </message>
    <message>
        <source>it has no experiment</source>
        <translation>er enthält kein Experiment</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Use the results database at &lt;path&gt;.</source>
        <translation>Die Ergebnisdatenbank unter &lt;path&gt; verwenden.</translation>
    </message>
    <message>
        <source>Use &lt;path&gt; as the OpenSSH known_hosts file.</source>
        <translation>&lt;path&gt; als OpenSSH-known_hosts-Datei verwenden.</translation>
    </message>
    <message>
        <source>Accept and record host keys never seen before (a changed key is always refused).</source>
        <translation>Noch nie gesehene Host-Schlüssel annehmen und eintragen (ein geänderter Schlüssel wird immer abgelehnt).</translation>
    </message>
    <message>
        <source>Use the private key in &lt;file&gt; (repeatable).</source>
        <translation>Den privaten Schlüssel in &lt;file&gt; verwenden (mehrfach möglich).</translation>
    </message>
    <message>
        <source>Print machine-readable JSON, one object per line.</source>
        <translation>Maschinenlesbares JSON ausgeben, ein Objekt pro Zeile.</translation>
    </message>
    <message>
        <source>tunebench-cli: %1</source>
        <translation>tunebench-cli: %1</translation>
    </message>
</context>
</TS>
