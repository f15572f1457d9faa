import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API's recognition object: not in TypeScript's DOM library, and prefixed in Chromium and Safari.
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type RecognitionErrorEvent = { error: string };
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
export type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** The recognition language for the interface language (docs/product.md §5: en-US; th-TH for Thai members). */
export function recognitionLanguage(language: string) {
  return language.startsWith('th') ? 'th-TH' : 'en-US';
}

export type VoiceProblem = 'denied' | 'failed';

/**
 * docs/product.md §4.10: the recorder toggles between recording and idle, and returns to idle by itself when the
 * browser ends recognition. `onTranscript` receives everything heard so far, interim words included.
 */
export function useVoiceCapture(language: string) {
  const [supported] = useState(() => Boolean(recognitionConstructor()));
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(
    (onTranscript: (transcript: string) => void) => {
      const Recognition = recognitionConstructor();
      if (!Recognition) return;
      // A recognition still finishing after stop() would keep writing into the text: end it first.
      recognition.current?.abort();
      const current = new Recognition();
      current.lang = recognitionLanguage(language);
      current.continuous = true;
      current.interimResults = true;
      current.onresult = (event) => {
        let transcript = '';
        for (let index = 0; index < event.results.length; index += 1) {
          transcript += event.results[index]?.[0]?.transcript ?? '';
        }
        onTranscript(transcript.replace(/\s+/g, ' ').trim());
      };
      current.onerror = (event) => {
        // Silence and our own stop are not problems worth a message.
        if (event.error === 'no-speech' || event.error === 'aborted') return;
        setProblem(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed');
      };
      current.onend = () => {
        if (recognition.current !== current) return; // an earlier recognition, already replaced
        recognition.current = null;
        setRecording(false);
      };
      setProblem(null);
      try {
        current.start();
      } catch {
        setProblem('failed');
        return;
      }
      recognition.current = current;
      setRecording(true);
    },
    [language],
  );

  // Final words may still arrive after stop(); the button is idle at once all the same.
  const stop = useCallback(() => {
    recognition.current?.stop();
    setRecording(false);
  }, []);

  return { supported, recording, problem, start, stop };
}
