<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
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
    <name>Tunebench::MainWindow</name>
    <message>
        <source>Tunebench</source>
        <translation>Tunebench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tunebench&lt;/h2&gt;&lt;p&gt;Run netperf request/response experiments on tuned hosts, watch them live and compare them with honest statistics.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tunebench&lt;/h2&gt;&lt;p&gt;netperf-Request/Response-Experimente auf getunten Hosts ausführen, live verfolgen und mit ehrlicher Statistik vergleichen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
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
